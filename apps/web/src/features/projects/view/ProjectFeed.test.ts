import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@fieldwork/contracts';
import { i18next, initI18n } from '../../../app/i18n/i18n';
import { loadAllCatalogues } from '../../../test/catalogues';
import { makeFeedEntry } from '../testData';
import { feedText, groupFeed } from './ProjectFeed';

/** A change of the project Tower A by `actor` at minute `minute` of the morning, naming `changes`. */
function change(n: number, actor: string, minute: number, changes: string): ActivityEntry {
  return {
    ...makeFeedEntry(n, `${actor} changed the project Tower A (${changes})`),
    actor,
    params: { actor: actor === 'u-1' ? 'Dana Levi' : 'Omer Katz', name: 'Tower A', changes },
    created_at: new Date(Date.UTC(2026, 10, 24, 8, minute)).toISOString(),
  };
}

describe('the project feed', () => {
  it('says one burst of changes by one person as one line, newest first, naming each change once', () => {
    // Newest first, as the feed comes.
    const feed = [change(3, 'u-1', 9, 'fields.notes'), change(2, 'u-1', 5, 'fields.rank, name'), change(1, 'u-1', 0, 'fields.notes')];
    const grouped = groupFeed(feed);
    expect(grouped).toHaveLength(1);
    expect(grouped[0]._id).toBe('f-3');
    expect(grouped[0].created_at).toBe(feed[0].created_at);
    // In the order they were first changed.
    expect(grouped[0].params.changes).toBe('fields.notes, fields.rank, name');
  });

  it('keeps apart changes by another person, changes further apart than ten minutes, and other events', () => {
    const created = { ...change(1, 'u-1', 0, ''), type: 'project_created', params: { actor: 'Dana Levi', name: 'Tower A' } };
    const feed = [change(5, 'u-1', 40, 'name'), change(4, 'u-1', 29, 'company'), change(3, 'u-2', 28, 'users'), change(2, 'u-1', 27, 'location'), created];
    expect(groupFeed(feed).map((e) => e._id)).toEqual(['f-5', 'f-4', 'f-3', 'f-2', 'f-1']);
  });

  it("names a changed field by its label, in the reader's language around it", async () => {
    initI18n();
    await loadAllCatalogues();
    await i18next.changeLanguage('en');
    const labels = new Map([['notes', 'Site notes']]);
    const entry = change(1, 'u-1', 0, 'fields.notes, fields.gone, users');
    expect(feedText(entry, i18next.t, labels)).toBe('Dana Levi changed the project Tower A (Site notes, fields, users)');
  });
});
