import { describe, expect, it } from 'vitest';
import { makeJobType, makeQuestion, uuidOf } from '../testData';
import { bodyOf, fieldOfPath, formErrors, formOf, sameJobType } from './jobTypeForm';

describe('the job type settings form', () => {
  const kept = makeQuestion('text');
  const step = makeQuestion('step');
  const jobType = makeJobType(uuidOf('jt1'), 'Handover', {
    questions: [step, kept],
    settings: {
      previewSettings: [
        { value: uuidOf('gone'), sequence: 0 },
        { value: step._id, sequence: 1 },
        { value: kept._id, sequence: 2 },
      ],
      permissions: { client: { create: true }, inspector: { create: false } },
    },
  });

  it('keeps only main questions that are there and answered, and reads each role from its entry or the default', () => {
    const form = formOf(jobType);
    expect(form.mainQuestions).toEqual([kept._id]);
    expect(form.mayCreate).toEqual({ sys_admin: true, business_admin: true, project_manager: true, inspector: false, client: true });
  });

  it('a new job type lets staff create jobs and not clients', () => {
    expect(formOf(null).mayCreate).toEqual({ sys_admin: true, business_admin: true, project_manager: true, inspector: true, client: false });
  });

  it('tells a change from the same job type written differently', () => {
    const form = formOf(jobType);
    expect(sameJobType(form, { ...form, title: ' Handover ' })).toBe(true);
    expect(sameJobType(form, { ...form, mainQuestions: [] })).toBe(false);
    expect(bodyOf({ ...form, title: ' Handover ' }).title).toBe('Handover');
  });

  it('refuses an empty or too long title and too many main questions, in the server words', () => {
    expect(formErrors({ ...formOf(null), title: '  ' })).toEqual({ title: 'A job type needs a title' });
    expect(formErrors({ ...formOf(null), title: 'x'.repeat(201) })).toEqual({ title: 'A title is at most 200 characters' });
    expect(formErrors({ ...formOf(null), title: 'ok', mainQuestions: Array.from({ length: 21 }, (_, i) => `q${i}`) })).toEqual({ mainQuestions: 'At most 20 main questions' });
  });

  it.each([
    ['title', 'title'],
    ['settings.description', 'description'],
    ['settings.previewSettings.3.value', 'mainQuestions'],
    ['settings.permissions.client.create', 'permissions'],
    ['skills.0', 'skills'],
    ['settings.answerLocation', null],
    ['', null],
  ])('puts a server issue at %j beside %s', (path, field) => {
    expect(fieldOfPath(path)).toBe(field);
  });
});
