import type { Answer, JobDetail, Question, QuestionType } from '@fieldwork/contracts';
import { describe, expect, it } from 'vitest';
import { jobPdfJobOf, type JobPdfContext } from './job-pdf.builder';
import type { JobPdfQuestion } from './job-pdf.model';
import { JOB_PDF_TEXTS } from './job-pdf.texts';

let seq = 0;
function q(type: QuestionType, title: string, settings: Record<string, unknown> = {}, extra: Partial<Question> = {}): Question {
  seq += 1;
  return {
    _id: `q${seq}`, id: `q${seq}`, ID: seq, jobType: 'jt', type, typeNumber: 0, title, sequence: seq, root: null, is_global: false,
    childrenCount: 0, settings: settings as Question['settings'], revision: 1, backgroundMobileUrl: null, backgroundDesktopUrl: null,
    created_at: '', updated_at: '', description: '', disabled: false, isClientVisible: true, fileRequired: false, stepIcon: null,
    withBackground: false, backgroundMobile: null, backgroundDesktop: null, darkMode: false, ...extra,
  };
}

function a(question: Question, value: unknown, extra: Partial<Answer> = {}): Answer {
  return {
    _id: `a-${question._id}-${String(extra.question ?? '')}`, question: String(question.ID), questionId: question._id, revision: 1, value,
    files: [], comment: null, signature: null, emails: [], isIssue: false, elements: [], search_value: null,
    user: { _id: 'u1', name: { first: 'Dana', last: 'Levi' }, email: 'dana@example.com', role: 'inspector', avatar: null },
    date: '2024-05-01T07:30:00.000Z', punchStart: null, punchEnd: null, punchDuration: null, punchClockOn: false, range: null, ...extra,
  };
}

function job(questions: Question[], answers: Answer[], extra: Partial<JobDetail> = {}): JobDetail {
  return {
    _id: 'j1', ID: 17, status: 'review',
    jobType: { _id: 'jt', title: 'Wall inspection', icon: 'construction', settings: { previewSettings: [], answerLocation: false, stepperRTL: false } },
    project: { _id: 'p1', name: 'Tower B', avatar: null, users: [], msChannelId: null },
    startDate: '2024-05-01T05:00:00.000Z', endDate: null,
    users: [{ _id: 'u1', name: { first: 'Dana', last: 'Levi' }, email: 'dana@example.com', role: 'inspector', avatar: null }],
    confirmedUsers: [], requiredSkills: [], issues: 0, created_by: null, created_at: '', updated_at: '',
    prevJob: [], next_jobs: [], skills: [], questions, answers, linkId: null, ...extra,
  };
}

const loaded: string[] = [];
function context(overrides: Partial<JobPdfContext> = {}): JobPdfContext {
  return {
    language: 'en', timeZone: 'Asia/Jerusalem', texts: JOB_PDF_TEXTS.en, showAnswerer: true,
    statuses: { customStatuses: [{ name: 'waiting_parts', color: 'purple' }], statusTranslations: { waiting_parts: { he: 'ממתין לחלקים' } } },
    images: {
      file: (id) => ({ load: async () => { loaded.push(id); return Buffer.alloc(0); } }),
      signature: (answer) => (answer.signature ? { load: async () => Buffer.alloc(0) } : null),
    },
    ...overrides,
  };
}

const questionsOf = (entries: ReturnType<typeof jobPdfJobOf>['entries']) => entries.filter((e): e is JobPdfQuestion => e.kind === 'question');

describe('a job in the PDF’s words', () => {
  it('gives the status its label in the language and its colour as #rrggbb', () => {
    expect(jobPdfJobOf(job([], []), context()).status).toEqual({ label: 'Review', color: '#d81b60' });
    expect(jobPdfJobOf(job([], []), context({ language: 'he', texts: JOB_PDF_TEXTS.he })).status.label).toBe('בבדיקה');
    const custom = job([], [], { status: 'waiting_parts' });
    expect(jobPdfJobOf(custom, context({ language: 'he', texts: JOB_PDF_TEXTS.he })).status).toEqual({ label: 'ממתין לחלקים', color: '#8e24aa' });
    expect(jobPdfJobOf(custom, context()).status.label).toBe('waiting_parts');
  });

  it('carries the number, type, project, start and people', () => {
    const pdf = jobPdfJobOf(job([], [], { project: null }), context());
    expect(pdf).toMatchObject({ number: 17, jobTypeTitle: 'Wall inspection', projectName: null, assignees: ['Dana Levi'] });
    expect(pdf.startDate?.toISOString()).toBe('2024-05-01T05:00:00.000Z');
  });

  it('lists questions in order, steps as headings, repeats once per answer, shown-only questions left out', () => {
    const step = q('step', 'Outside');
    const msg = q('message', 'Read this first');
    const wall = q('text', 'Wall');
    const roof = q('text', 'Roof');
    const hidden = q('text', 'Old question', {}, { disabled: true });
    const answers = [a(wall, 'second', { question: `${wall.ID}_2` }), a(wall, 'first')];
    const pdf = jobPdfJobOf(job([roof, wall, msg, step, hidden].reverse(), answers), context());
    expect(pdf.entries.map((e) => (e.kind === 'step' ? `# ${e.title}` : `${e.title}: ${e.lines.join('|')}`))).toEqual([
      '# Outside',
      'Wall: first',
      'Wall: second',
      'Roof: ',
    ]);
  });

  it('leaves out answers to questions the caller was not given', () => {
    const shown = q('text', 'Shown');
    const notShown = q('text', 'Managers only');
    const pdf = jobPdfJobOf(job([shown], [a(shown, 'yes'), a(notShown, 'secret')]), context());
    expect(JSON.stringify(pdf)).not.toContain('secret');
  });

  it('writes each type’s value in words', () => {
    const cases: Array<[Question, unknown, string[], Partial<Answer>?]> = [
      [q('bool', 'Dry?'), true, ['Yes']],
      [q('bool', 'Wet?'), 'false', ['No']],
      [q('list', 'Defects', { multiSelect: true }), ['Crack', 'Stain'], ['Crack', 'Stain']],
      [q('system_list', 'Inspector'), [{ _id: 'u', name: { first: 'Omar', last: 'Haddad' } }], ['Omar Haddad']],
      [q('length', 'Width', { unit: 'mm' }), 2.5, ['2.5 mm']],
      [q('number_stepper', 'Count'), 1200, ['1,200']],
      [q('ranking', 'Priority'), ['Roof', 'Wall'], ['1. Roof', '2. Wall']],
      [q('rich_text', 'Notes'), '<p>First &amp; <b>bold</b></p><ul><li>one</li></ul>', ['First & bold', '• one']],
      [q('rich_text', 'Draft'), { blocks: [{ text: 'Block one' }, { text: 'Block two' }] }, ['Block one', 'Block two']],
      [q('date_time', 'Visited', { dateType: 'datetime' }), '2024-05-01T07:30:00.000Z', ['1 May 2024, 10:30']],
      [q('date_time', 'Day', { dateType: 'date' }), '2024-05-01', ['1 May 2024']],
      [q('text', 'Empty'), '', []],
      [q('text', 'Searchable'), { weird: null }, ['from search'], { search_value: 'from search' }],
      [q('project_table', 'Rows'), [{ room: 'A1', area: 12 }], ['room: A1; area: 12']],
    ];
    for (const [question, value, lines, extra] of cases) {
      const [entry] = questionsOf(jobPdfJobOf(job([question], [a(question, value, extra)]), context()).entries);
      expect({ title: question.title, lines: entry!.lines }).toEqual({ title: question.title, lines });
    }
  });

  it('writes ranges and punch clocks in the instance’s zone', () => {
    const range = q('date_time', 'Shift', { dateType: 'time', isRange: true });
    const punch = q('date_time', 'Worked', { dateType: 'datetime', isRange: true, isPunchClock: true });
    const pdf = jobPdfJobOf(
      job([range, punch], [
        a(range, null, { range: { from: '08:00', to: '16:30', date: '2024-05-01', allDay: false, selectedDay: null } }),
        a(punch, null, { punchStart: '2024-05-01T05:00:00.000Z', punchEnd: '2024-05-01T13:15:00.000Z', punchDuration: 29700 }),
      ]),
      context(),
    );
    expect(questionsOf(pdf.entries).map((e) => e.lines)).toEqual([['1 May 2024 08:00 – 16:30'], ['1 May 2024, 08:00 – 1 May 2024, 16:15 (8:15)']]);
  });

  it('splits photos from other files, keeps comment, signature and issue, and hides who answered when asked', () => {
    const wall = q('image', 'Photos');
    const answer = a(wall, null, {
      files: [
        { assetId: 'img1', name: 'wall.jpg', kind: 'jpeg', url: '', thumbnail: null },
        { assetId: 'doc1', name: 'report.pdf', kind: 'pdf', url: '', thumbnail: null },
      ],
      comment: '  see north side ',
      signature: '/v2/asset/download/sig',
      isIssue: true,
    });
    const [entry] = questionsOf(jobPdfJobOf(job([wall], [answer]), context({ showAnswerer: false })).entries);
    expect(entry).toMatchObject({ comment: 'see north side', files: ['report.pdf'], isIssue: true, answeredBy: null });
    expect(entry!.photos.map((p) => p.name)).toEqual(['wall.jpg']);
    expect(entry!.signature).not.toBeNull();
    expect(loaded).toEqual([]); // nothing is fetched until the renderer draws it
    const [shown] = questionsOf(jobPdfJobOf(job([wall], [answer]), context()).entries);
    expect(shown!.answeredBy).toBe('Dana Levi');
  });
});
