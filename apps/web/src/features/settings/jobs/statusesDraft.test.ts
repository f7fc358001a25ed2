import { describe, expect, it } from 'vitest';
import { DEFAULT_SECURITY_FLAGS, JOB_STATUSES, type JobSettings } from '@fieldwork/contracts';
import {
  addCustomStatus,
  answeringAllowed,
  draftOf,
  limitAnswering,
  moveStatus,
  removeCustomStatus,
  sameDraft,
  setAllowed,
  setTranslation,
  statusLabel,
  updateOf,
} from './statusesDraft';

const settings = (over: Partial<JobSettings> = {}): JobSettings => ({
  security: DEFAULT_SECURITY_FLAGS,
  customStatuses: [],
  statusOrder: [...JOB_STATUSES],
  statusTranslations: {},
  allowedStatuses: null,
  defaultJobSort: 'created_at',
  ...over,
});

describe('the statuses draft', () => {
  it('holds every status in the instance order, a custom one the order leaves out at the end', () => {
    const draft = draftOf(settings({ customStatuses: [{ name: 'parked', color: '#6d4c41' }], statusOrder: ['done', 'open'] }));
    expect(draft.order).toEqual(['done', 'open', 'rejected', 'assigned', 'confirmed', 'reported', 'review', 'parked']);
  });

  it('moves a status one place, and not past either end', () => {
    const draft = draftOf(settings());
    expect(moveStatus(draft, 'rejected', -1).order.slice(0, 2)).toEqual(['rejected', 'open']);
    expect(moveStatus(draft, 'open', -1)).toBe(draft);
    expect(moveStatus(draft, 'done', 1)).toBe(draft);
  });

  it('adds a custom status at the end, allowed for answering where answering is limited', () => {
    const limited = limitAnswering(draftOf(settings()), true);
    const added = addCustomStatus(limited, { name: 'parked', color: '#6d4c41' });
    expect(added.order.at(-1)).toBe('parked');
    expect(added.allowed).toMatchObject({ parked: true, done: false, open: true });
    expect(addCustomStatus(draftOf(settings()), { name: 'x', color: 'red' }).allowed).toBeNull();
  });

  it('removes a custom status with its names and answering choice', () => {
    const draft = setTranslation(limitAnswering(addCustomStatus(draftOf(settings()), { name: 'parked', color: 'red' }), true), 'parked', 'he', 'חונה');
    const removed = removeCustomStatus(draft, 'parked');
    expect(removed.order).not.toContain('parked');
    expect(removed.translations).toEqual({});
    expect(removed.allowed).not.toHaveProperty('parked');
  });

  it('reads answering as only done blocking until a status is ticked, then as the list', () => {
    const draft = draftOf(settings());
    expect([answeringAllowed(draft, 'open'), answeringAllowed(draft, 'done')]).toEqual([true, false]);
    const chosen = setAllowed(limitAnswering(draft, true), 'review', false);
    expect([answeringAllowed(chosen, 'review'), answeringAllowed(chosen, 'open'), answeringAllowed(chosen, 'done')]).toEqual([false, true, false]);
    expect(limitAnswering(chosen, false).allowed).toBeNull();
  });

  it('saves the whole statuses settings, blank names left out, and knows when nothing changed', () => {
    const saved = draftOf(settings({ statusTranslations: { open: { he: 'פתוחה' } } }));
    const typed = setTranslation(setTranslation(saved, 'done', 'en', '  '), 'open', 'en', ' New ');
    expect(updateOf(typed)).toEqual({
      customStatuses: [],
      statusOrder: [...JOB_STATUSES],
      statusTranslations: { open: { he: 'פתוחה', en: 'New' } },
      allowedStatuses: null,
    });
    expect(sameDraft(setTranslation(saved, 'done', 'en', ''), saved)).toBe(true);
    expect(sameDraft(typed, saved)).toBe(false);
  });

  it("names a status by the instance's name for it, else the screen's, else its key", () => {
    const draft = { translations: { open: { he: 'חדשה' } } };
    const builtIn = (name: string) => (name === 'open' ? 'Open' : null);
    expect(statusLabel(draft, 'open', 'he', builtIn)).toBe('חדשה');
    expect(statusLabel(draft, 'open', 'en', builtIn)).toBe('Open');
    expect(statusLabel(draft, 'parked', 'en', builtIn)).toBe('parked');
  });
});
