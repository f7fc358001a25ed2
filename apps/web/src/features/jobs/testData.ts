import type { Answer, JobDashboard, JobDetail, JobSummary, UserSummary, Widget, WidgetKind } from '@fieldwork/contracts';
import { uuidOf } from '../jobTypes/testData';

/** Test data of the jobs screens, the job wizard and the dashboard: jobs as the API answers them (no test runs from this file). */

export function makePerson(id: string, first: string, last: string, role = 'inspector'): UserSummary {
  return { _id: id, name: { first, last }, email: `${first.toLowerCase()}@demo.test`, role, avatar: null };
}

export const JOB_TYPE_ID = uuidOf('jt1');

/** A row of GET /v2/jobs. */
export function makeJobRow(id: string, number: number, overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    _id: id,
    ID: number,
    status: 'open',
    jobType: { _id: JOB_TYPE_ID, title: 'Fire safety', icon: 'fire', settings: { previewSettings: [], answerLocation: false, stepperRTL: false } },
    project: { _id: 'p-1', name: 'Tower A', avatar: null, users: [], msChannelId: null },
    startDate: '2026-03-10T07:30:00.000Z',
    endDate: null,
    users: [],
    confirmedUsers: [],
    requiredSkills: [],
    issues: 0,
    created_by: 'u-1',
    created_at: '2026-03-01T09:15:00.000Z',
    updated_at: '2026-03-01T09:15:00.000Z',
    ...overrides,
  };
}

/** GET /v2/jobs/{id}. */
export function makeJob(id: string, number: number, overrides: Partial<JobDetail> = {}): JobDetail {
  return { ...makeJobRow(id, number), prevJob: [], next_jobs: [], skills: [], questions: [], answers: [], linkId: null, ...overrides };
}

let nextAnswer = 1;

/** An answer as GET /v2/jobs/{id} carries it (to staff: with its answerer and history). */
export function makeAnswer(question: { _id: string; ID: number }, overrides: Partial<Answer> = {}): Answer {
  const n = nextAnswer++;
  return {
    _id: `a-${n}`,
    question: String(question.ID),
    questionId: question._id,
    revision: 1,
    value: null,
    files: [],
    comment: null,
    signature: null,
    emails: [],
    isIssue: false,
    elements: [],
    search_value: null,
    user: makePerson('u-9', 'Noa', 'Bar'),
    history: [],
    date: '2026-03-02T10:45:00.000Z',
    location: null,
    punchStart: null,
    punchEnd: null,
    punchDuration: null,
    punchClockOn: false,
    range: null,
    ...overrides,
  };
}

/** GET /v2/jobs/dashboard. */
export function makeDashboard(overrides: Partial<JobDashboard> = {}): JobDashboard {
  return { counters: { total: 0, byStatus: {} }, recent: [], mine: [], byStatusOverTime: [], byType: [], ...overrides };
}

/** A widget of GET /v2/widgets/dashboard. */
export function makeWidget(id: string, kind: WidgetKind, position: Widget['position'], overrides: Partial<Widget> = {}): Widget {
  return { _id: id, kind, position, hidden: false, settings: {}, ...overrides };
}

/** A page as the lists answer it. */
export function page<T>(docs: T[], more: { totalDocs?: number; page?: number; limit?: number } = {}) {
  const limit = more.limit ?? 20;
  const totalDocs = more.totalDocs ?? docs.length;
  return { docs, totalDocs, page: more.page ?? 1, limit, totalPages: Math.max(1, Math.ceil(totalDocs / limit)), totalExact: true };
}

export const noNotifications = { docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 };
export const emptyFeed = { docs: [], totalDocs: 0, page: 1, limit: 10, totalPages: 1 };
