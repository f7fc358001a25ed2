import { inArray, sql } from 'drizzle-orm';
import { projectsList } from '@fieldwork/contracts';
import { projects, projectUsers } from '../db/schema';
import { defineListSql, filterSql, searchAny } from '../lists/list-sql';

/** GET /v2/projects: the projects grid as SQL (search over name and company). */
export const projectsListSql = defineListSql({
  def: projectsList,
  sorts: {
    name: projects.name,
    company: projects.company,
    createdAt: projects.createdAt,
  },
  filters: {
    company: filterSql.contains(projects.company),
    // The projects any of the chosen users is one of (project_users' primary key leads with the project).
    user: (ids) =>
      sql`exists (select 1 from ${projectUsers} where ${projectUsers.projectId} = ${projects.id} and ${inArray(projectUsers.userId, ids)})`,
    createdAt: filterSql.during(projects.createdAt),
  },
  search: searchAny(projects.name, projects.company),
  tiebreak: projects.id,
});
