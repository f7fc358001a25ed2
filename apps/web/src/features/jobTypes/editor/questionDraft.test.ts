import { describe, expect, it } from 'vitest';
import { changedBody, draftOf, draftReducer, isDirty, settingsForType } from './questionDraft';
import { makeQuestion } from './testData';

describe('a question draft', () => {
  const text = makeQuestion(1, 'text', 'Meter reading');

  it('sends only what changed, and the settings whole once one of them changed', () => {
    const saved = draftOf(text);
    const titled = draftReducer(saved, { kind: 'look', key: 'title', value: 'Meter' });
    expect(changedBody(saved, titled)).toEqual({ title: 'Meter' });
    // A change of the title leaves the settings as they were: sections reading them are not redrawn.
    expect(titled.settings).toBe(saved.settings);
    const capped = draftReducer(titled, { kind: 'setting', key: 'maxLength', value: 20 });
    expect(changedBody(saved, capped)).toEqual({ title: 'Meter', settings: { ...saved.settings, maxLength: 20 } });
  });

  it('is not dirty once a change is taken back, and an emptied setting is no setting', () => {
    const saved = draftOf(text);
    const changed = draftReducer(saved, { kind: 'setting', key: 'maxLength', value: 20 });
    expect(isDirty(saved, changed)).toBe(true);
    expect(isDirty(saved, draftReducer(changed, { kind: 'setting', key: 'maxLength', value: undefined }))).toBe(false);
  });

  it('says fileRequired beside settings.fileIsRequired, as the reply carries both', () => {
    const saved = draftOf(text);
    const required = draftReducer(draftReducer(saved, { kind: 'setting', key: 'allowAddingFile', value: true }), { kind: 'setting', key: 'fileIsRequired', value: true });
    expect(changedBody(saved, required)).toMatchObject({ fileRequired: true, settings: { allowAddingFile: true, fileIsRequired: true } });
  });

  it("keeps the settings every question has when the type changes, and starts the new type's own at their defaults", () => {
    const settings = { ...text.settings, isMandatory: true, allowComment: true, responseOptions: ['OK'], type: 'number', maxLength: 5 };
    const next = settingsForType('list', settings);
    expect(next).toMatchObject({ isMandatory: true, allowComment: true, responseOptions: ['OK'], childs: [], multiSelect: false });
    expect(next).not.toHaveProperty('type');
    expect(next).not.toHaveProperty('maxLength');
    // A type nothing answers is never mandatory and never jumps.
    expect(settingsForType('message', { ...settings, path: [{ match: 'any', value: '', toQuestion: text._id }] })).toMatchObject({ isMandatory: false, path: [] });
  });
});
