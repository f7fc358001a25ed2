import { describe, expect, it } from 'vitest';
import {
  applyJobSettingsUpdate,
  customStatusNameIssue,
  DEFAULT_SECURITY_FLAGS,
  JOB_STATUSES,
  jobSettingsChanges,
  jobSettingsPatch,
  jobSettingsUpdateSchema,
  storedJobSettings,
  type JobSettings,
} from '../src';

const base = (): JobSettings => ({
  security: { ...DEFAULT_SECURITY_FLAGS },
  customStatuses: [{ name: 'waiting', color: '#123456' }],
  statusOrder: ['waiting', 'open', 'done'],
  statusTranslations: { waiting: { en: 'Waiting', he: 'ממתין' }, open: { he: 'פתוח' } },
  allowedStatuses: { waiting: true, open: true },
  defaultJobSort: 'created_at',
});

describe('applyJobSettingsUpdate', () => {
  it('merges the security flags one by one and replaces every other setting given', () => {
    const { next, issues } = applyJobSettingsUpdate(base(), { security: { allowErase: false }, defaultJobSort: 'startDate' });
    expect(issues).toEqual([]);
    expect(next.security).toEqual({ ...DEFAULT_SECURITY_FLAGS, allowErase: false });
    expect(next.defaultJobSort).toBe('startDate');
    expect(next.customStatuses).toEqual(base().customStatuses);
  });

  it('refuses a custom status named as a built-in one or as another, whatever the case', () => {
    const { issues } = applyJobSettingsUpdate(base(), {
      customStatuses: [
        { name: 'Open', color: 'red' },
        { name: 'later', color: 'blue' },
        { name: 'LATER', color: 'green' },
      ],
    });
    expect(issues).toEqual([
      { path: 'customStatuses.0.name', message: 'Open is a built-in status: give the custom status another name' },
      { path: 'customStatuses.2.name', message: 'There is already a status named LATER' },
    ]);
  });

  it('refuses an order naming an unknown status or one status twice', () => {
    const { issues } = applyJobSettingsUpdate(base(), { statusOrder: ['done', 'nope', 'done'] });
    expect(issues).toEqual([
      { path: 'statusOrder.1', message: 'No such status: nope' },
      { path: 'statusOrder.2', message: 'done is listed more than once' },
    ]);
  });

  it('checks translations and allowed statuses against the statuses of the result', () => {
    const { issues } = applyJobSettingsUpdate(base(), {
      customStatuses: [{ name: 'later', color: 'blue' }],
      statusTranslations: { waiting: { en: 'Waiting' }, later: { en: 'Later' } },
      allowedStatuses: { waiting: true },
    });
    expect(issues).toEqual([
      { path: 'statusTranslations.waiting', message: 'No such status: waiting' },
      { path: 'allowedStatuses.waiting', message: 'No such status: waiting' },
    ]);
  });

  it('drops a removed custom status from the order, the translations and the allowed statuses it was in', () => {
    const { next, issues } = applyJobSettingsUpdate(base(), { customStatuses: [] });
    expect(issues).toEqual([]);
    expect(next.statusOrder).toEqual(['open', 'done']);
    expect(next.statusTranslations).toEqual({ open: { he: 'פתוח' } });
    expect(next.allowedStatuses).toEqual({ open: true });
  });

  it('leaves blank translations out, and null allowed statuses means only done blocks', () => {
    const parsed = jobSettingsUpdateSchema.parse({ statusTranslations: { open: { en: '  ', he: ' פתוח ' }, done: { en: '' } }, allowedStatuses: null });
    const { next } = applyJobSettingsUpdate(base(), parsed);
    expect(next.statusTranslations).toEqual({ open: { he: 'פתוח' } });
    expect(next.allowedStatuses).toBeNull();
  });
});

describe('jobSettingsChanges and jobSettingsPatch', () => {
  it('names each flag and setting that changed, and nothing for the same settings sent again', () => {
    const before = base();
    expect(jobSettingsChanges(before, applyJobSettingsUpdate(before, { ...before, statusTranslations: { open: { he: 'פתוח' }, waiting: { he: 'ממתין', en: 'Waiting' } } }).next)).toEqual([]);
    const { next } = applyJobSettingsUpdate(before, { security: { hideSkillsFromInspector: true, allowErase: true }, customStatuses: [] });
    expect(jobSettingsChanges(before, next)).toEqual(['security.hideSkillsFromInspector', 'customStatuses', 'statusOrder', 'statusTranslations', 'allowedStatuses']);
  });

  it('writes only what changed; a flag never set keeps following its default', () => {
    const stored = { security: { allowErase: false } };
    const before = storedJobSettings(stored, 'Demo');
    const { next } = applyJobSettingsUpdate(before, { security: { allowChangeStatus: false, allowErase: false } });
    expect(jobSettingsPatch(stored, next, jobSettingsChanges(before, next))).toEqual({ security: { allowErase: false, allowChangeStatus: false } });
  });

  it('reads an instance that never saved job settings as the defaults', () => {
    expect(storedJobSettings({ defaultJobSort: 'nonsense' }, 'Demo')).toEqual({
      security: DEFAULT_SECURITY_FLAGS,
      customStatuses: [],
      statusOrder: [...JOB_STATUSES],
      statusTranslations: {},
      allowedStatuses: null,
      defaultJobSort: 'created_at',
    });
  });
});

describe('customStatusNameIssue', () => {
  it('is null for a free name', () => {
    expect(customStatusNameIssue('Waiting', [{ name: 'later' }])).toBeNull();
  });
});
