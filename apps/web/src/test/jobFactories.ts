import type { JobDashboard, JobDetail, JobSummary, UserSummary, Widget, WidgetKind } from '@fieldwork/contracts';

/** Jobs, dashboards and widgets as the API answers them, for the wizard's and the dashboard's tests. */

export function makeJobSummary(id: string, number: number, overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    _id: id,
    ID: number,
    status: 'open',
    jobType: { _id: 'jt-1', title: 'Roof check', icon: 'home', settings: { previewSettings: [], answerLocation: false } },
    project: null,
    startDate: '2026-03-10T08:00:00.000Z',
    endDate: null,
    users: [],
    confirmedUsers: [],
    requiredSkills: [],
    issues: 0,
    created_by: 'u-1',
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeJob(id: string, number: number, overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...makeJobSummary(id, number),
    prevJob: [],
    next_jobs: [],
    skills: [],
    questions: [],
    answers: [],
    linkId: null,
    ...overrides,
  };
}

export function makeUserSummary(id: string, first: string, last: string, role = 'inspector'): UserSummary {
  return { _id: id, name: { first, last }, email: `${first.toLowerCase()}@demo.test`, role, avatar: null };
}

export function makeDashboard(overrides: Partial<JobDashboard> = {}): JobDashboard {
  return {
    counters: { total: 0, byStatus: {} },
    recent: [],
    mine: [],
    byStatusOverTime: [],
    byType: [],
    ...overrides,
  };
}

export function makeWidget(id: string, kind: WidgetKind, position: Widget['position'], overrides: Partial<Widget> = {}): Widget {
  return { _id: id, kind, position, hidden: false, settings: {}, ...overrides };
}
