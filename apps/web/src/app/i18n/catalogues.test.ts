import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fieldwork/contracts';
import type { Messages } from './catalogues';
import { ALL_CATALOGUES } from '../../test/catalogues';

/** Dotted keys of a catalogue; plural forms (_one, _two, _other) count as one key. */
function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('translation catalogues', () => {
  it('are found beside the shell, the features and the components, each named once', () => {
    const names = ALL_CATALOGUES.map((c) => c.name).sort();
    expect(names).toEqual(['accounts', 'answering', 'answeringOffline', 'attachments', 'auth', 'blueprintEditor', 'blueprints', 'dashboard', 'files', 'grid', 'impersonation', 'jobStatuses', 'jobTypeEditor', 'jobTypes', 'jobs', 'legal', 'mails', 'notifications', 'pickers', 'profile', 'projectFields', 'projects', 'questionFields', 'settings', 'shell', 'skills', 'upload', 'users', 'wizards']);
  });

  it('fill the same keys in every language, and no two catalogues share a top-level key', async () => {
    const owners = new Map<string, string>();
    for (const catalogue of ALL_CATALOGUES) {
      const [english, ...others] = await Promise.all(LANGUAGES.map((language) => catalogue.load[language]()));
      const expected = [...new Set(keys(english!))].sort();
      for (const [i, messages] of others.entries()) {
        expect([...new Set(keys(messages))].sort(), `${catalogue.name} in ${LANGUAGES[i + 1]}`).toEqual(expected);
      }
      for (const top of Object.keys(english!)) {
        expect(owners.get(top), `${top} is in ${owners.get(top)} and ${catalogue.name}`).toBeUndefined();
        owners.set(top, catalogue.name);
      }
    }
  });
});
