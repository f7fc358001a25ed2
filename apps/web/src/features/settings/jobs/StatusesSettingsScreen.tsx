import { useCallback, useMemo, useRef, useState } from 'react';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { jobStatusesOf, type JobSettings, type Language } from '@fieldwork/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { builtInStatusLabel } from '../../../components/jobStatuses/useJobStatuses';
import { FeedbackSnackbar } from '../../../components/FeedbackSnackbar';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { AddStatusForm } from './AddStatusForm';
import { AnsweringSection } from './AnsweringSection';
import { JobSettingsLoader } from './JobSettingsLoader';
import { SaveBar } from './SaveBar';
import { StatusRow } from './StatusRow';
import {
  addCustomStatus,
  answeringAllowed,
  draftOf,
  limitAnswering,
  moveStatus,
  removeCustomStatus,
  sameDraft,
  setAllowed,
  setColour,
  setTranslation,
  statusLabel,
  updateOf,
  type StatusesDraft,
} from './statusesDraft';
import { useSaveJobSettings } from './useSaveJobSettings';

/** /settings/statuses (the route asks jobSettings.manage): the instance's statuses, edited as a draft and saved at once. */
export function StatusesSettingsScreen() {
  return <JobSettingsLoader>{(settings) => <StatusesForm settings={settings} />}</JobSettingsLoader>;
}

function StatusesForm({ settings }: { settings: JobSettings }) {
  const { t, i18n } = useTranslation();
  const [saved, setSaved] = useState(() => draftOf(settings));
  const [draft, setDraft] = useState(saved);
  const [removing, setRemoving] = useState<string | null>(null);
  const { save, saving, error, feedback, closeFeedback } = useSaveJobSettings();
  const dirty = !sameDraft(draft, saved);
  const { blocker } = useUnsavedChangesGuard(dirty);

  const builtInName = useCallback((name: string) => builtInStatusLabel(t, name), [t]);
  const labelOf = useCallback((name: string) => statusLabel(draft, name, i18n.language, builtInName), [draft, i18n.language, builtInName]);
  const statuses = useMemo(() => jobStatusesOf({ statusOrder: draft.order, customStatuses: draft.customStatuses }), [draft.order, draft.customStatuses]);

  // Stable callbacks: typing a name redraws its own row only.
  const change = useCallback((next: (d: StatusesDraft) => StatusesDraft) => setDraft(next), []);
  const list = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const onMove = useCallback(
    (name: string, by: -1 | 1) => {
      change((d) => moveStatus(d, name, by));
      // Moving a row can take the focus with it: give it back to the row's own button (the other
      // one at an end), so the keyboard can carry on, and say where the status went.
      setTimeout(() => {
        const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>(`[data-testid="status-${name}"] button[data-move]`) ?? [])];
        (buttons.find((b) => b.dataset.move === String(by) && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
        const rows = [...(list.current?.querySelectorAll('[data-testid^="status-"]') ?? [])];
        const position = rows.findIndex((row) => row.getAttribute('data-testid') === `status-${name}`) + 1;
        if (position > 0) setAnnouncement(t('jobSettings.statuses.movedTo', { position, count: rows.length }));
      }, 0);
    },
    [change, t],
  );
  const onColour = useCallback((name: string, color: string) => change((d) => setColour(d, name, color)), [change]);
  const onName = useCallback((name: string, language: Language, text: string) => change((d) => setTranslation(d, name, language, text)), [change]);

  async function submit() {
    const result = await save(updateOf(draft));
    if (result) {
      const next = draftOf(result);
      setSaved(next);
      setDraft(next);
    }
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }} data-testid="statuses-settings">
      <div>
        <Typography variant="h1">{t('jobSettings.statuses.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>{t('jobSettings.statuses.intro')}</Typography>
      </div>
      <Stack spacing={1}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem' }} id="statuses-list-title">
          {t('jobSettings.statuses.listLabel')}
        </Typography>
        <Typography variant="body2" color="text.secondary">{t('jobSettings.statuses.namesHelp')}</Typography>
        <Paper variant="outlined">
          <List disablePadding aria-labelledby="statuses-list-title" ref={list}>
            {statuses.map((status, index) => (
              <StatusRow
                key={status.name}
                status={status}
                label={labelOf(status.name)}
                names={draft.translations[status.name] ?? {}}
                first={index === 0}
                last={index === statuses.length - 1}
                divider={index < statuses.length - 1}
                onMove={onMove}
                onRemove={setRemoving}
                onColour={onColour}
                onName={onName}
              />
            ))}
          </List>
        </Paper>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <AddStatusForm existing={draft.customStatuses} onAdd={(status) => change((d) => addCustomStatus(d, status))} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <AnsweringSection
          statuses={statuses.map((status) => ({ name: status.name, label: labelOf(status.name) }))}
          limited={draft.allowed !== null}
          isAllowed={(name) => answeringAllowed(draft, name)}
          onAllowed={(name, allowed) => change((d) => setAllowed(d.allowed ? d : limitAnswering(d, true), name, allowed))}
          onDefault={() => change((d) => limitAnswering(d, false))}
        />
      </Paper>
      <SaveBar dirty={dirty} saving={saving} error={error} onSave={() => void submit()} />

      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('jobSettings.statuses.removeTitle', { status: labelOf(removing) }) : ''}
        body={t('jobSettings.statuses.removeText')}
        cancelLabel={t('jobSettings.statuses.cancel')}
        confirmLabel={t('jobSettings.statuses.removeConfirm')}
        busy={false}
        error={null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) change((d) => removeCustomStatus(d, removing));
          setRemoving(null);
        }}
      />
      <Typography role="status" sx={visuallyHidden}>
        {announcement}
      </Typography>
      <UnsavedChangesDialog blocker={blocker} />
      <FeedbackSnackbar feedback={feedback} onClose={closeFeedback} />
    </Stack>
  );
}
