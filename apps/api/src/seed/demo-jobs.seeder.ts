import type { INestApplicationContext } from '@nestjs/common';
import {
  addDays,
  DEFAULT_TIMEZONE,
  dayIn,
  formatCalendarDay,
  isTimeZone,
  presetDays,
  startOfDay,
  type Actor,
  type JobCreateBody,
  type JobType,
  type Question,
} from '@fieldwork/contracts';
import type { Caller } from '../access/caller';
import { callerOutsideRequest } from '../access/caller-outside-request';
import { AnswersService } from '../answers/answers.service';
import { Database } from '../db/database';
import { JobTypeTemplatesService } from '../job-types/templates/job-type-templates.service';
import { fireExtinguisherCheck } from '../job-types/templates/starters/fire-extinguisher-check';
import { siteSafetyInspection } from '../job-types/templates/starters/site-safety-inspection';
import { inLanguage, type StarterSource, type TemplateLanguage } from '../job-types/templates/starters/starter-builders';
import { JobManagementService } from '../jobs/job-management.service';
import { InstanceStateService } from '../settings/instance-state.service';
import { InstanceResolver } from '../tenancy/instance-resolver.service';
import { answerJob, questionsByKey, type DemoAnswer } from './demo-answers';
import { ACME_HOST, DEMO_HOST, type DemoSeed } from './demo.seeder';

/** The demo's Hebrew answers, as the end-to-end journey looks for them in the job PDF. */
export const DEMO_HEBREW_TEXT_ANSWER = 'קומה 3, ליד חדר המדרגות';
export const DEMO_HEBREW_COMMENT = 'הכל תקין בקומה 3';

/** The starter templates the demo's job types are made from, and the language of each. */
const ENGLISH_STARTER = siteSafetyInspection;
const HEBREW_STARTER = fireExtinguisherCheck;

interface Services {
  db: Database;
  resolver: InstanceResolver;
  instances: InstanceStateService;
  templates: JobTypeTemplatesService;
  jobs: JobManagementService;
  answers: AnswersService;
}

/** A job type made from a starter template, with its questions by the template's keys. */
interface DemoJobType {
  id: string;
  questions: Map<string, Question>;
}

/**
 * The demo's jobs, so that a newcomer finds a working jobs list, dashboard and job PDF. Seeded
 * once, right after the demo instances (seedDemo), through the services the API uses: in each
 * instance one transaction as its business admin. Demo gets two job types made from starter
 * templates (Site safety inspection in English, בדיקת מטפי כיבוי אש in Hebrew) and six jobs in
 * its two projects, in several statuses and days, one following another, two of them answered
 * through the answering service (one answer tagged as an issue, Hebrew answers on the Hebrew one). Acme gets one job of its own.
 */
export async function seedDemoJobs(app: INestApplicationContext, seed: DemoSeed, now = new Date()): Promise<void> {
  const services: Services = {
    db: app.get(Database),
    resolver: app.get(InstanceResolver),
    instances: app.get(InstanceStateService),
    templates: app.get(JobTypeTemplatesService),
    jobs: app.get(JobManagementService),
    answers: app.get(AnswersService),
  };
  const { demo, acme } = seed;
  await asAdmin(services, DEMO_HOST, demo.users.business_admin, async (caller) => {
    const day = await calendarOf(services, caller, now);
    const safety = await jobTypeFrom(services, caller, ENGLISH_STARTER, 'en');
    const extinguishers = await jobTypeFrom(services, caller, HEBREW_STARTER, 'he');
    const { inspector, project_manager: manager } = demo.users;
    const { harbourTower, riverside } = demo.projects;
    const create = async (body: JobCreateBody) => (await services.jobs.create(caller, body)).job._id;

    await create({ job_type: safety.id, project: riverside, status: 'done', startDate: day.at(-8, 8), users: [inspector] });
    const inspection = await create({ job_type: safety.id, project: riverside, status: 'review', startDate: day.at(-2, 8), users: [inspector] });
    const answerer = { id: inspector, role: 'inspector' as const };
    await answerJob(services, caller, { id: inspection, answerer, answeredAt: day.instant(-2, 8, 40) }, safety.questions, [
      { key: 'site_manager', value: 'Tom Baker' },
      { key: 'inspected_at', value: day.at(-2, 8, 15) },
      { key: 'workers', value: 18 },
      { key: 'fenced', value: true },
      { key: 'walkways', value: false, isIssue: true, comment: 'Pallets of blocks on the north walkway. Site manager notified.' },
      { key: 'ppe', value: true },
      { key: 'scaffolding', value: true },
      { key: 'edges', value: true },
      { key: 'fall_protection', value: ['Harness and lanyard', 'Guardrails'] },
      { key: 'hazards_found', value: false },
    ]);
    const check = await create({ job_type: extinguishers.id, project: harbourTower, status: 'reported', startDate: day.at(-1, 10), users: [inspector] });
    await answerJob(services, caller, { id: check, answerer, answeredAt: day.instant(-1, 10, 30) }, extinguishers.questions, hebrewAnswers(day));
    await create({ job_type: safety.id, project: harbourTower, status: 'assigned', startDate: day.at(0, 9), users: [inspector, manager] });
    await create({ job_type: extinguishers.id, project: harbourTower, startDate: day.at(0, 14) });
    // The follow-up of the inspection in review: its previous job.
    await create({ job_type: safety.id, project: riverside, startDate: day.at(day.laterThisWeek, 8, 30), users: [manager], prev_job: inspection });
  });

  await asAdmin(services, ACME_HOST, acme.users.business_admin, async (caller) => {
    const day = await calendarOf(services, caller, now);
    const safety = await jobTypeFrom(services, caller, ENGLISH_STARTER, 'en');
    await services.jobs.create(caller, { job_type: safety.id, project: acme.project, status: 'assigned', startDate: day.at(0, 9), users: [acme.users.inspector] });
  });
}

/** The Hebrew fire extinguisher check, answered: all in order, as its comment says. */
function hebrewAnswers(day: DemoCalendar): DemoAnswer[] {
  return [
  { key: 'location', value: DEMO_HEBREW_TEXT_ANSWER },
  { key: 'count', value: 4 },
  { key: 'extinguisher_type', value: ['אבקה יבשה (ABC)'] },
  { key: 'last_service', value: day.date(-150) },
  { key: 'pressure', value: true },
  { key: 'seal', value: true },
  { key: 'accessible', value: true },
  { key: 'condition', value: ['תקין'] },
  { key: 'action', value: ['לא נדרשה פעולה'], comment: DEMO_HEBREW_COMMENT },
  ];
}

/** Runs `fn` as the instance's business admin, in one transaction of its own, committed when it returns. */
async function asAdmin(services: Services, host: string, adminId: string, fn: (caller: Caller) => Promise<void>): Promise<void> {
  // Resolved before the unit opens: on PGlite the privileged lookup needs the one connection.
  const instance = await services.resolver.resolve(host);
  if (!instance) throw new Error(`The demo seed found no instance on ${host}`);
  const actor: Actor = { id: adminId, role: 'business_admin', canManageSkills: true, impersonatedBy: null };
  await services.db.tenant(instance.id, async (scope) => fn(await callerOutsideRequest(services.instances, scope, instance, actor)));
}

/** A new job type from the instance's starter template `source` in `language`, as the wizard makes one. */
async function jobTypeFrom(services: Services, caller: Caller, source: StarterSource, language: TemplateLanguage): Promise<DemoJobType> {
  const title = inLanguage(source.title, language);
  const card = (await services.templates.list(caller, { language })).data.find((c) => c.starter && c.title === title);
  if (!card) throw new Error(`The demo seed found no starter template "${String(title)}"`);
  const template = await services.templates.get(caller, card._id);
  const jobType: JobType = await services.templates.createJobType(caller, card._id, {});
  return { id: jobType._id, questions: questionsByKey(jobType, template.content.questions.map((q) => q.key)) };
}

/** Days counted from today in the instance's time zone. */
interface DemoCalendar {
  /** An instant `days` from today at hour:minute, as an ISO date-time. */
  at(days: number, hour: number, minute?: number): string;
  instant(days: number, hour: number, minute?: number): Date;
  /** The calendar day `days` from today, YYYY-MM-DD. */
  date(days: number): string;
  /** A day of this week other than today (tomorrow, or yesterday on the week's last day). */
  laterThisWeek: number;
}

async function calendarOf(services: Services, caller: Caller, now: Date): Promise<DemoCalendar> {
  const { timezone } = (await services.instances.get(caller.scope)).settings;
  const timeZone = isTimeZone(timezone) ? timezone : DEFAULT_TIMEZONE;
  const today = dayIn(now, timeZone);
  const lastOfWeek = formatCalendarDay(presetDays('this_week', now, { timeZone }).last);
  const instant = (days: number, hour: number, minute = 0) => new Date(startOfDay(addDays(today, days), timeZone).getTime() + (hour * 60 + minute) * 60_000);
  return {
    instant,
    at: (days, hour, minute) => instant(days, hour, minute).toISOString(),
    date: (days) => formatCalendarDay(addDays(today, days)),
    laterThisWeek: formatCalendarDay(today) === lastOfWeek ? -1 : 1,
  };
}
