import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIST_ITEMS_MAX, type ProjectFieldValue } from '@fieldwork/contracts';
import { useCan } from '../../../app/access/useCan';
import { errorMessage } from '../../../app/errors/errorMessages';
import { Picker, type PickerOptions } from '../../../components/pickers/Picker';
import { rememberLabel } from '../../../components/pickers/pickedLabels';
import { ListImportDialog } from '../ListImportDialog';
import { useAddProjectFieldListItemMutation, useGetProjectFieldListQuery } from '../projectFieldsApi';
import { ChipsView } from './ChipsView';
import { SaveStatus } from './SaveStatus';
import type { WidgetProps } from './types';

type Items = ProjectFieldValue<'list'>;

/**
 * A list field: items picked from its list group (the field's id), the shared items and this
 * project's own, searched on the server and ranked by Fuse.js. Those who keep lists add an item
 * or import a CSV from here.
 */
export function ListWidget({ field, label, value, editing, projectId, saver }: WidgetProps<Items>) {
  const [items, setItems] = useState<Items>(value ?? []);
  const known = useMemo(() => new Map(items.map((i) => [i.value, i.label])), [items]);
  for (const item of items) rememberLabel(item.value, item.label);

  if (!editing) return <ChipsView labels={(value ?? []).map((i) => i.label)} label={label} />;

  const useOptions = (text: string, skip: boolean): PickerOptions => {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the picker calls it as its own hook
    const { data, isFetching, isError } = useGetProjectFieldListQuery({ group: field.id, project: projectId, search: text || undefined }, { skip });
    for (const item of data ?? []) known.set(item.value, item.label);
    return { options: (data ?? []).map((i) => ({ id: i.value, label: i.label })), loading: isFetching, failed: isError };
  };

  function change(values: string[]) {
    const next = values.map((v) => ({ value: v, label: known.get(v) ?? v }));
    setItems(next);
    saver.save(next.length === 0 ? null : next);
  }

  return (
    <Stack spacing={1}>
      <Picker label={label} value={items.map((i) => i.value)} onChange={change} useOptions={useOptions} max={PROJECT_LIST_ITEMS_MAX} />
      <SaveStatus save={saver} />
      <ListKeeping group={field.id} projectId={projectId} label={label} />
    </Stack>
  );
}

/** Adding an item to the list, and the CSV import: for those who keep lists. */
function ListKeeping({ group, projectId, label }: { group: string; projectId: string; label: string }) {
  const { t, i18n } = useTranslation();
  const mayKeep = useCan()('projectFieldList.manage');
  const [add, { isLoading }] = useAddProjectFieldListItemMutation();
  const [draft, setDraft] = useState('');
  const [own, setOwn] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [importing, setImporting] = useState(false);
  if (!mayKeep) return null;

  async function submit() {
    const text = draft.trim();
    if (!text) return;
    const result = await add({ group, label: text, isPrivate: own, project: own ? projectId : null });
    if ('error' in result) setMessage({ error: true, text: errorMessage(result.error, t, i18n.language) });
    else {
      setDraft('');
      setMessage({ error: false, text: t('projectFields.list.added', { label: text }) });
    }
  }

  return (
    <Stack spacing={0.5}>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          size="small"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('projectFields.list.newItem')}
          slotProps={{ htmlInput: { 'aria-label': t('projectFields.list.newItemOf', { label }), maxLength: 200, dir: 'auto' } }}
          sx={{ flex: 1 }}
        />
        <FormControlLabel control={<Checkbox size="small" checked={own} onChange={(e) => setOwn(e.target.checked)} />} label={t('projectFields.list.onlyThisProject')} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" size="small" startIcon={<AddIcon />} disabled={!draft.trim() || isLoading}>
            {t('projectFields.list.addToList')}
          </Button>
          <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            {t('projectFields.import.open')}
          </Button>
        </Stack>
      </Stack>
      {message && (
        <Typography variant="caption" role={message.error ? 'alert' : 'status'} color={message.error ? 'error' : 'text.secondary'}>
          {message.text}
        </Typography>
      )}
      {importing && <ListImportDialog group={group} label={label} projectId={projectId} onClose={() => setImporting(false)} />}
    </Stack>
  );
}
