import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIST_ITEMS_MAX, STATUS_LIST_STATES, type ProjectFieldValue, type StatusListState } from '@fieldwork/contracts';
import { SaveStatus } from './SaveStatus';
import type { WidgetProps } from './types';

type Items = ProjectFieldValue<'statusList'>;

/**
 * The status chips' colours, each text at least 4.5:1 on its own fill (MUI's warning chip, white
 * on orange, is 3.1:1): open grey (the default chip), in progress yellow, done green. The words
 * carry the meaning too.
 */
export const STATUS_TONES: Record<Exclude<StatusListState, 'open'>, { fill: string; text: string; border: string }> = {
  in_progress: { fill: '#fff4cc', text: '#5f4700', border: '#e9cf6b' },
  done: { fill: '#e7f4ea', text: '#1d5a30', border: '#aad5b5' },
};

function StatusChip({ status }: { status: StatusListState }) {
  const { t } = useTranslation();
  const tone = status === 'open' ? null : STATUS_TONES[status];
  return (
    <Chip
      size="small"
      label={t(`projectFields.status.${status}`)}
      data-status={status}
      sx={tone ? { bgcolor: tone.fill, color: tone.text, border: 1, borderColor: tone.border } : undefined}
    />
  );
}

/** Items each with a status (open, in progress, done); a label is saved as typed, a status at once. */
export function StatusListWidget({ label, value, editing, saver }: WidgetProps<Items>) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Items>(value ?? []);
  const [draft, setDraft] = useState('');

  if (!editing) {
    if (!value?.length) return <Typography color="text.secondary">{t('projectFields.empty')}</Typography>;
    return (
      <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {value.map((item, i) => (
          <Stack component="li" key={i} direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.25 }}>
            <StatusChip status={item.status} />
            <Typography sx={{ overflowWrap: 'anywhere' }}><bdi>{item.label}</bdi></Typography>
          </Stack>
        ))}
      </Box>
    );
  }

  const valid = (list: Items) => list.every((item) => item.label.trim() !== '');
  function change(next: Items, soon = false) {
    setItems(next);
    if (!valid(next)) return;
    const value = next.length === 0 ? null : next;
    if (soon) saver.saveSoon(value);
    else saver.save(value);
  }

  return (
    <Stack spacing={1}>
      {items.map((item, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            value={item.label}
            error={item.label.trim() === ''}
            onChange={(e) => change(items.map((it, j) => (j === i ? { ...it, label: e.target.value } : it)), true)}
            slotProps={{ htmlInput: { 'aria-label': t('projectFields.status.itemLabel', { n: i + 1 }), maxLength: 200, dir: 'auto' } }}
            sx={{ flex: 1 }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              value={item.status}
              onChange={(e) => change(items.map((it, j) => (j === i ? { ...it, status: e.target.value as StatusListState } : it)))}
              slotProps={{ htmlInput: { 'aria-label': t('projectFields.status.itemStatus', { n: i + 1 }) } }}
              sx={{ minWidth: 150 }}
            >
              {STATUS_LIST_STATES.map((state) => (
                <MenuItem key={state} value={state}>{t(`projectFields.status.${state}`)}</MenuItem>
              ))}
            </TextField>
            <IconButton aria-label={t('projectFields.status.remove', { n: i + 1 })} onClick={() => change(items.filter((_, j) => j !== i))}>
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={(e) => {
          e.preventDefault();
          if (!draft.trim()) return;
          change([...items, { label: draft.trim(), status: 'open' }]);
          setDraft('');
        }}
      >
        <TextField
          size="small"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('projectFields.status.newItem')}
          slotProps={{ htmlInput: { 'aria-label': t('projectFields.status.newItem'), maxLength: 200, dir: 'auto' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" startIcon={<AddIcon />} disabled={!draft.trim() || items.length >= PROJECT_LIST_ITEMS_MAX}>
          {t('projectFields.add')}
        </Button>
      </Stack>
      <SaveStatus save={saver} />
    </Stack>
  );
}
