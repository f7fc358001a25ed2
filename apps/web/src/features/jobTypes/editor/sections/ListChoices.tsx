import { useRef } from 'react';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LIST_CHOICES_MAX, type ListChoice } from '@fieldwork/contracts';
import { NumberField, SwitchField, type SectionProps } from '../fields';
import { ImageUpload } from '../ImageUpload';

/**
 * A list question's choices (value, caption, image), added, removed and moved up or down, and
 * how the list is answered: several picks and their maximum, tiles, alphabetical order.
 */
export function ListChoices({ settings, setSetting, issue, readOnly, questionId }: SectionProps & { questionId: string }) {
  const { t } = useTranslation();
  const choices = (settings.childs as ListChoice[] | undefined) ?? [];
  const list = useRef<HTMLUListElement>(null);
  const setChoices = (next: ListChoice[]) => setSetting('childs', next);
  const change = (index: number, patch: Partial<ListChoice>) => setChoices(choices.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const move = (index: number, by: number) => {
    const next = [...choices];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setChoices(next);
  };
  const addChoice = () => {
    setChoices([...choices, { value: '' }]);
    // The new choice's value field takes the focus, once it is drawn.
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('li:last-of-type input[type="text"]')?.focus());
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h4">
        {t('jobTypeEditor.choices.choices')}
      </Typography>
      {choices.length === 0 && (
        <Typography variant="body2" color={issue('settings.childs') ? 'error' : 'text.secondary'}>
          {issue('settings.childs') ?? t('jobTypeEditor.choices.noChoices')}
        </Typography>
      )}
      <Box component="ul" ref={list} aria-label={t('jobTypeEditor.choices.choices')} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {choices.map((choice, index) => {
          const n = index + 1;
          const valueIssue = issue(`settings.childs.${index}.value`);
          return (
            <Box component="li" key={index} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }} data-testid="list-choice">
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                <TextField
                  size="small"
                  label={t('jobTypeEditor.choices.value', { n })}
                  value={choice.value}
                  onChange={(event) => change(index, { value: event.target.value })}
                  error={Boolean(valueIssue)}
                  helperText={valueIssue ?? undefined}
                  disabled={readOnly}
                  sx={{ flex: 1 }}
                />
                <TextField
                  size="small"
                  label={t('jobTypeEditor.choices.caption', { n })}
                  value={choice.caption ?? ''}
                  onChange={(event) => change(index, { caption: event.target.value || undefined })}
                  error={Boolean(issue(`settings.childs.${index}.caption`))}
                  helperText={issue(`settings.childs.${index}.caption`) ?? undefined}
                  disabled={readOnly}
                  sx={{ flex: 1 }}
                />
                {!readOnly && (
                  <Stack direction="row" sx={{ flexShrink: 0 }}>
                    <IconButton size="small" aria-label={t('jobTypeEditor.choices.moveUp', { n })} disabled={index === 0} onClick={() => move(index, -1)}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('jobTypeEditor.choices.moveDown', { n })}
                      disabled={index === choices.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={t('jobTypeEditor.choices.removeChoice', { n })} onClick={() => setChoices(choices.filter((_, i) => i !== index))}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                )}
              </Stack>
              <Box sx={{ mt: 1 }}>
                <ImageUpload
                  label={t('jobTypeEditor.choices.image', { n })}
                  assetId={choice.file ?? null}
                  questionId={questionId}
                  onChange={(file) => change(index, { file })}
                  disabled={readOnly}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
      {!readOnly && (
        <Box>
          <Button startIcon={<AddIcon />} onClick={addChoice} disabled={choices.length >= LIST_CHOICES_MAX}>
            {t('jobTypeEditor.choices.addChoice')}
          </Button>
        </Box>
      )}
      <Stack spacing={0}>
        <SwitchField label={t('jobTypeEditor.choices.multiSelect')} checked={Boolean(settings.multiSelect)} onChange={(v) => setSetting('multiSelect', v)} disabled={readOnly} />
        {Boolean(settings.multiSelect) || settings.maxSelection !== undefined ? (
          <Box sx={{ py: 1 }}>
            <NumberField
              label={t('jobTypeEditor.choices.maxSelection')}
              value={settings.maxSelection}
              onChange={(v) => setSetting('maxSelection', v)}
              error={issue('settings.maxSelection')}
              disabled={readOnly}
              integer
            />
          </Box>
        ) : null}
        <SwitchField label={t('jobTypeEditor.choices.tiledList')} checked={Boolean(settings.tiledList)} onChange={(v) => setSetting('tiledList', v)} disabled={readOnly} />
        <SwitchField label={t('jobTypeEditor.choices.sortAlphabet')} checked={Boolean(settings.sortAlphabet)} onChange={(v) => setSetting('sortAlphabet', v)} disabled={readOnly} />
      </Stack>
    </Stack>
  );
}
