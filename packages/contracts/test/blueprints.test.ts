import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BLUEPRINT_MESSAGES, blueprintElementSchema, blueprintSettingsBodySchema, markingsExportBodySchema, putMarkingBodySchema } from '../src/blueprints';

const element = { _id: '6f1c2a1e-0b7a-4d7e-9f4e-2b1f3c4d5e6f', elementId: 'wall', canvasData: { kind: 'Line', style: 1, points: [0, 0, 10, 0] }, visible: true };
const file = '0b7a6f1c-2a1e-4d7e-9f4e-2b1f3c4d5e6f';

describe('the blueprint calls’ schemas', () => {
  it('a PUT without a job, or with one that is no id, says the catalogue’s words', () => {
    for (const job of [undefined, 'nope']) {
      const parsed = putMarkingBodySchema.safeParse({ file, job, elements: [element] });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].message).toBe(BLUEPRINT_MESSAGES.supplyJob);
    }
  });

  it('styles and definition types are whole numbers 0 to 10, checked without a transform (the OpenAPI document describes them)', () => {
    expect(putMarkingBodySchema.safeParse({ file, job: file, elements: [{ ...element, canvasData: { ...element.canvasData, style: 11 } }] }).success).toBe(false);
    expect(blueprintSettingsBodySchema.safeParse({ ratio: 1, systemUnit: 'Meters', elements: [{ id: 'a', name: 'A', color: '#fff', type: 2.5, size: 1 }] }).success).toBe(false);
    for (const schema of [putMarkingBodySchema, blueprintSettingsBodySchema, blueprintElementSchema, markingsExportBodySchema]) {
      expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    }
  });

  it('a stored element’s canvasData is handed out as it was stored; the export body takes a language and nothing measured', () => {
    const out = blueprintElementSchema.parse({ ...element, user: null, created_at: 'x', updated_at: 'x', canvasData: { ...element.canvasData, comment: 'kept' } });
    expect(out.canvasData).toEqual({ ...element.canvasData, comment: 'kept' });
    expect(markingsExportBodySchema.safeParse({ file, lang: 'he' }).success).toBe(true);
    expect(markingsExportBodySchema.safeParse({ file, rows: [] }).success).toBe(false);
  });
});
