import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { listQueryToState, type FilterValues, type ListDefinition, type ListQuery, type ListSort } from '@fieldwork/contracts';
import { errorMessage } from '../../app/errors/errorMessages';
import { FilterField } from './filters/FilterField';
import { useSaveClientStateMutation } from './gridApi';
import { sortChoices, sortFieldLabel, sortOfToken, sortToken } from './sortText';

const ALL = '';

export interface FilterModalProps {
  open: boolean;
  onClose: () => void;
  definition: ListDefinition;
  prefix: string;
  query: ListQuery;
  /** "Select": the chosen filters and sort become the list's. */
  onApply: (filters: FilterValues, sort: ListSort) => void;
}

/**
 * The filter modal (spec 3 section 2): the list's filters by section, a sort, and Clear default,
 * Save as default, Clear all and Select. Nothing changes in the list before Select.
 */
export function FilterModal(props: FilterModalProps) {
  const { open, onClose } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="grid-filter-title">
      <DialogTitle id="grid-filter-title">{t('grid.filterTitle')}</DialogTitle>
      {/* A fresh draft each time it opens. */}
      {open && <FilterModalBody {...props} />}
    </Dialog>
  );
}

function FilterModalBody({ onClose, definition, prefix, query, onApply }: FilterModalProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<FilterValues>(query.filters);
  const [sort, setSort] = useState<ListSort>(query.sort);
  const [section, setSection] = useState(ALL);
  const [saveState, saving] = useSaveClientStateMutation();
  const [note, setNote] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const sections = useMemo(() => [...new Set(definition.filters.flatMap((f) => (f.section ? [f.section] : [])))], [definition]);
  // Hidden filters (include_me, excludeRoles) are set by the screen, never offered to the user.
  const shown = definition.filters.filter((f) => !f.hidden && (section === ALL || f.section === section));

  async function saveDefault(state: Record<string, string> | null) {
    const result = await saveState({ screen: definition.name, state });
    if ('error' in result) setNote({ severity: 'error', text: errorMessage(result.error, t, i18n.language) });
    else setNote({ severity: 'success', text: t(state ? 'grid.defaultSaved' : 'grid.defaultCleared') });
  }

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {sections.length > 1 && (
              <TextField select size="small" fullWidth label={t('grid.section')} value={section} onChange={(e) => setSection(e.target.value)}>
                <MenuItem value={ALL}>{t('grid.allSections')}</MenuItem>
                {sections.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`${prefix}.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField select size="small" fullWidth label={t('grid.sort')} value={sortToken(sort)} onChange={(e) => setSort(sortOfToken(e.target.value))}>
              {sortChoices(definition).map((token) => {
                const s = sortOfToken(token);
                const field = sortFieldLabel(t, prefix, definition, s.key);
                return (
                  <MenuItem key={token} value={token}>
                    {t(s.dir === 'asc' ? 'grid.sortAsc' : 'grid.sortDesc', { field })}
                  </MenuItem>
                );
              })}
            </TextField>
          </Stack>
          {shown.map((filter) => (
            <FilterField
              key={filter.key}
              filter={filter}
              prefix={prefix}
              value={draft[filter.key]}
              onChange={(value) =>
                setDraft((current) => {
                  const { [filter.key]: _old, ...rest } = current;
                  return value === undefined ? rest : { ...rest, [filter.key]: value };
                })
              }
            />
          ))}
          {note && (
            <Alert severity={note.severity} role="status">
              {note.text}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void saveDefault(null)} disabled={saving.isLoading}>
          {t('grid.clearDefault')}
        </Button>
        <Button onClick={() => void saveDefault(listQueryToState(definition, { filters: draft, sort }))} disabled={saving.isLoading}>
          {t('grid.saveDefault')}
        </Button>
        <Button onClick={() => setDraft({})}>{t('grid.clearAll')}</Button>
        {/* Full screen on a phone: a way out that leaves the filters as they were. */}
        <Button onClick={onClose}>{t('grid.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onApply(draft, sort);
            onClose();
          }}
        >
          {t('grid.select')}
        </Button>
      </DialogActions>
    </>
  );
}
