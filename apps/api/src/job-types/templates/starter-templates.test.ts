import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  jobTypeSettingsSchema,
  jobTypeTemplateContentSchema,
  nextQuestionId,
  nextStepIndex,
  parseQuestionSettings,
  pathIssues,
  questionTypeOf,
  stepsOf,
  type JobTypeTemplateContent,
  type PathQuestion,
  type PathRule,
  type QuestionType,
} from '@fieldwork/contracts';
import { allStarterTemplates, starterTemplates } from './starter-templates';

const HEBREW = /[\u05d0-\u05ea]/;

/** The template's questions as a job type made from it holds them: keys become ids, settings parsed. */
function asJobType(content: JobTypeTemplateContent) {
  const ids = new Map(content.questions.map((q) => [q.key, randomUUID()]));
  const questions = content.questions.map((q) => {
    const type = questionTypeOf(q.type) as QuestionType;
    const settings = { ...q.settings } as Record<string, unknown>;
    if (Array.isArray(settings.path)) {
      settings.path = (settings.path as PathRule[]).map((rule) => ({ ...rule, toQuestion: ids.get(rule.toQuestion) ?? rule.toQuestion }));
    }
    const parsed = parseQuestionSettings(type, settings);
    return { key: q.key, _id: ids.get(q.key)!, type, parsed };
  });
  const preview = (content.settings?.previewSettings ?? []).map((p) => ({ ...p, value: ids.get(p.value) ?? p.value }));
  return { ids, questions, settings: jobTypeSettingsSchema.safeParse({ ...content.settings, previewSettings: preview }) };
}

const pathQuestions = (jobType: ReturnType<typeof asJobType>): PathQuestion[] =>
  jobType.questions.map((q) => ({ _id: q._id, type: q.type, settings: q.parsed.success ? q.parsed.data : {} }));

describe('starter templates (every new instance gets them, in English and Hebrew)', () => {
  const en = starterTemplates('en');
  const he = starterTemplates('he');

  it('at least four in each language, the same ones', () => {
    expect(en.length).toBeGreaterThanOrEqual(4);
    expect(he).toHaveLength(en.length);
    expect(allStarterTemplates()).toHaveLength(en.length * 2);
    expect(en.map((t) => t.title)).toEqual(expect.arrayContaining(['Site safety inspection', 'Apartment handover', 'Fire extinguisher check']));
    en.forEach((t, i) => {
      expect(he[i].icon).toBe(t.icon);
      expect(he[i].questionCount).toBe(t.questionCount);
      expect(he[i].content.questions.map((q) => [q.key, q.type, Object.keys(q.settings ?? {}).sort()])).toEqual(
        t.content.questions.map((q) => [q.key, q.type, Object.keys(q.settings ?? {}).sort()]),
      );
    });
  });

  for (const template of allStarterTemplates()) {
    describe(`${template.title} (${template.language})`, () => {
      it('is a template the API accepts, with more than five questions and a real title and description', () => {
        expect(jobTypeTemplateContentSchema.safeParse(template.content).success).toBe(true);
        expect(template.questionCount).toBeGreaterThan(5);
        expect(template.description.length).toBeGreaterThan(60);
        const keys = template.content.questions.map((q) => q.key);
        expect(new Set(keys).size).toBe(keys.length);
      });

      it('every text is in its language', () => {
        const texts = [
          template.title,
          template.description,
          ...template.content.questions.flatMap((q) => [q.title, q.description ?? '']),
          ...template.content.questions.flatMap((q) => ((q.settings?.childs as { value: string }[] | undefined) ?? []).map((c) => c.value)),
          ...template.content.questions.flatMap((q) => (q.settings?.responseOptions as string[] | undefined) ?? []),
        ].filter((t) => t !== '');
        for (const text of texts) expect(HEBREW.test(text), text).toBe(template.language === 'he');
      });

      it("every question's settings parse, and the path rules point forward at its own questions", () => {
        const jobType = asJobType(template.content);
        for (const q of jobType.questions) expect(q.parsed, `${q.key}: ${JSON.stringify(q.parsed)}`).toMatchObject({ success: true });
        expect(jobType.settings.success).toBe(true);
        for (const p of template.content.settings?.previewSettings ?? []) expect(jobType.ids.has(p.value), p.value).toBe(true);
        expect(pathIssues(pathQuestions(jobType))).toEqual([]);
        for (const q of template.content.questions) {
          for (const rule of (q.settings?.path as PathRule[] | undefined) ?? []) expect(jobType.ids.has(rule.toQuestion), rule.toQuestion).toBe(true);
        }
      });

      it('ends with a signature and has steps with icons when it has steps', () => {
        const answered = template.content.questions.filter((q) => questionTypeOf(q.type) !== 'step');
        expect(answered.at(-1)?.settings?.signature).toBe(true);
        for (const q of template.content.questions.filter((x) => questionTypeOf(x.type) === 'step')) expect(q.stepIcon).toBeTruthy();
      });
    });
  }

  it('the site safety inspection: photos required with a hazard, issue tags, and "Hazards found?" No jumps to the sign-off', () => {
    for (const template of allStarterTemplates().filter((t) => t.icon === 'safety')) {
      const jobType = asJobType(template.content);
      const questions = pathQuestions(jobType);
      const id = (key: string) => jobType.ids.get(key)!;
      const byKey = new Map(template.content.questions.map((q) => [q.key, q]));
      expect(byKey.get('hazard_type')?.settings).toMatchObject({ fileIsRequired: true, allowAddingFile: true, allowTaggingIssue: true });
      expect(questions.filter((q) => q.type === 'bool').length).toBeGreaterThanOrEqual(5);
      expect(questions.filter((q) => q.type === 'list').length).toBeGreaterThanOrEqual(2);

      expect(nextQuestionId(questions, id('hazards_found'), false)).toBe(id('signoff'));
      expect(nextQuestionId(questions, id('hazards_found'), true)).toBe(id('hazard_type'));
      const steps = stepsOf(questions);
      const hazards = steps.findIndex((s) => s.step?._id === id('hazards'));
      const signoff = steps.findIndex((s) => s.step?._id === id('signoff'));
      expect(nextStepIndex(questions, hazards, new Map([[id('hazards_found'), false]]))).toBe(signoff);
      expect(nextStepIndex(questions, hazards, new Map([[id('hazards_found'), true]]))).toBe(hazards + 1);
    }
  });

  it('the apartment handover: rooms as steps, defect lists with photos, lengths, and the buyer sees and signs', () => {
    for (const template of allStarterTemplates().filter((t) => t.icon === 'apartment')) {
      const questions = template.content.questions;
      expect(questions.filter((q) => q.type === 'step').length).toBeGreaterThanOrEqual(5);
      expect(questions.filter((q) => q.type === 'length').length).toBeGreaterThanOrEqual(2);
      expect(questions.some((q) => q.type === 'image')).toBe(true);
      expect(questions.filter((q) => q.type === 'list' && q.settings?.allowAddingFile && q.settings?.allowTaggingIssue).length).toBeGreaterThanOrEqual(3);
      const last = questions.at(-1)!;
      expect(last).toMatchObject({ isClientVisible: true, settings: { signature: true } });
    }
  });

  it('the fire-extinguisher check: a count, the last service date, pressure, the type, and an optional punch clock', () => {
    for (const template of allStarterTemplates().filter((t) => t.icon === 'fire_extinguisher')) {
      const byKey = new Map(template.content.questions.map((q) => [q.key, q]));
      expect(byKey.get('count')).toMatchObject({ type: 'number_stepper', settings: { min: 0, step: 1 } });
      expect(byKey.get('last_service')).toMatchObject({ type: 'date_time', settings: { dateType: 'date' } });
      expect(byKey.get('pressure')).toMatchObject({ type: 'bool' });
      expect(byKey.get('extinguisher_type')).toMatchObject({ type: 'list' });
      expect(byKey.get('time_on_site')?.settings).toMatchObject({ isRange: true, isPunchClock: true });
      expect(byKey.get('time_on_site')?.settings?.isMandatory).toBeFalsy();
    }
  });
});
