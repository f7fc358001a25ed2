import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { jobsList } from '@fieldwork/contracts';
import { jobs, jobTypes, jobUsers, projects, skillRequirements } from '../db/schema';
import { defineListSql, escapeLike, filterSql } from '../lists/list-sql';

/** The largest display number a search box's digits are read as. */
const NUMBER_MAX = 2_147_483_647;

/**
 * GET /v2/jobs: the jobs grid as SQL. The search box finds a job by its number, its job type's
 * title or its project's name; the assignee filter reads job_users by its user index.
 */
export const jobsListSql = defineListSql({
  def: jobsList,
  sorts: {
    createdAt: jobs.createdAt,
    startDate: jobs.startDate,
    ID: jobs.number,
    status: jobs.status,
  },
  filters: {
    status: filterSql.anyOf(jobs.status),
    jobType: filterSql.anyOf(jobs.jobTypeId),
    project: filterSql.anyOf(jobs.projectId),
    // The jobs any of the chosen users is one of (job_users_user_idx leads with the user).
    assignee: (ids) => sql`exists (select 1 from ${jobUsers} where ${jobUsers.jobId} = ${jobs.id} and ${inArray(jobUsers.userId, ids)})`,
    startDate: filterSql.during(jobs.startDate),
    createdAt: filterSql.during(jobs.createdAt),
    // A skill the job requires, itself or through its job type.
    skill: (ids) =>
      sql`exists (select 1 from ${skillRequirements} where ${inArray(skillRequirements.skillId, ids)} and (
        (${skillRequirements.targetType} = 'job' and ${skillRequirements.targetId} = ${jobs.id})
        or (${skillRequirements.targetType} = 'job_type' and ${skillRequirements.targetId} = ${jobs.jobTypeId})))`,
    id: filterSql.anyOf(jobs.id),
  },
  search: (text) => {
    const like = `%${escapeLike(text)}%`;
    const number = /^\d{1,10}$/.test(text) && Number(text) <= NUMBER_MAX ? eq(jobs.number, Number(text)) : undefined;
    return (
      or(
        number,
        sql`${jobs.jobTypeId} in (select ${jobTypes.id} from ${jobTypes} where ${ilike(jobTypes.title, like)})`,
        sql`${jobs.projectId} in (select ${projects.id} from ${projects} where ${ilike(projects.name, like)})`,
      ) ?? sql`false`
    );
  },
  tiebreak: jobs.id,
});
