import { describe, expect, it } from 'vitest';
import { answerDetailsFor, ROLES } from '../src';

describe('answer details a reader sees', () => {
  it('hides the answerer and the history from clients only, and gives the location to sys_admin only', () => {
    const table = Object.fromEntries(ROLES.map((role) => [role, answerDetailsFor(role)]));
    expect(table).toEqual({
      sys_admin: { answerer: true, history: true, location: true },
      business_admin: { answerer: true, history: true, location: false },
      project_manager: { answerer: true, history: true, location: false },
      inspector: { answerer: true, history: true, location: false },
      client: { answerer: false, history: false, location: false },
    });
  });
});
