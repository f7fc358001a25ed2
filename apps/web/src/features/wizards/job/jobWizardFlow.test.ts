import { describe, expect, it } from 'vitest';
import { missingForCreate, nextStep, stepsAfterCreation, stepsBeforeCreation, type AfterCreation } from './jobWizardFlow';

const everything: AfterCreation = { hasMainQuestions: true, previousJobApp: false, mayAssign: true, mayLink: true, maySetSkills: true };

describe('the job wizard steps (spec 1 section 2.6)', () => {
  it('asks for a project only with the projects app', () => {
    expect(stepsBeforeCreation(true)).toEqual(['jobType', 'project', 'startDate']);
    expect(stepsBeforeCreation(false)).toEqual(['jobType', 'startDate']);
  });

  it('goes to the summary when the job type has main questions or the previous-job app is on, else to assigning', () => {
    expect(stepsAfterCreation(everything)).toEqual(['summary', 'assign', 'previousJob', 'skills', 'done']);
    expect(stepsAfterCreation({ ...everything, hasMainQuestions: false, previousJobApp: true })[0]).toBe('summary');
    expect(stepsAfterCreation({ ...everything, hasMainQuestions: false })).toEqual(['assign', 'previousJob', 'skills', 'done']);
  });

  it('leaves out what the caller may not do: an inspector never links a previous job', () => {
    expect(stepsAfterCreation({ hasMainQuestions: false, previousJobApp: false, mayAssign: false, mayLink: false, maySetSkills: false })).toEqual(['done']);
    expect(stepsAfterCreation({ ...everything, mayLink: false })).toEqual(['summary', 'assign', 'skills', 'done']);
  });

  it('moves to the next step, and to the end from the last or an unknown one', () => {
    const steps = stepsAfterCreation(everything);
    expect(nextStep(steps, 'summary')).toBe('assign');
    expect(nextStep(steps, 'skills')).toBe('done');
    expect(nextStep(['assign', 'done'], 'previousJob')).toBe('done');
  });
});

describe('what Create needs (spec 1 section 5)', () => {
  const full = { jobType: 'jt-1', project: 'p-1', startDate: '2026-03-10T08:00:00.000Z' };

  it('a job type, a start date, and a project when the projects app is on', () => {
    expect(missingForCreate(full, true)).toEqual([]);
    expect(missingForCreate({ jobType: null, project: null, startDate: null }, true)).toEqual(['jobType', 'project', 'startDate']);
    expect(missingForCreate({ ...full, project: null }, false)).toEqual([]);
    expect(missingForCreate({ ...full, startDate: null }, false)).toEqual(['startDate']);
  });
});
