import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { PREVIEW_QUESTIONS_MAX, type Question } from '@fieldwork/contracts';
import { mainQuestionChoices } from './jobTypeForm';

interface MainQuestionsFieldProps {
  questions: readonly Question[];
  /** The chosen questions' ids, in order. */
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/**
 * The main questions (previewSettings, spec 2 section 3): up to PREVIEW_QUESTIONS_MAX of the job
 * type's answered questions, picked from a searchable list and ordered with up and down buttons
 * (keyboard reachable, each named after its question).
 */
export function MainQuestionsField({ questions, value, onChange, error }: MainQuestionsFieldProps) {
  const { t } = useTranslation();
  const choices = useMemo(() => mainQuestionChoices(questions), [questions]);
  const byId = useMemo(() => new Map(choices.map((q) => [q._id, q])), [choices]);
  const chosen = value.map((id) => byId.get(id)).filter((q): q is Question => Boolean(q));
  const full = value.length >= PREVIEW_QUESTIONS_MAX;
  const titleOf = (q: Question) => q.title.trim() || t('jobTypes.untitledQuestion');

  if (choices.length === 0) {
    return <Typography color="text.secondary">{t('jobTypes.settings.mainQuestionsEmpty')}</Typography>;
  }

  function move(index: number, by: -1 | 1) {
    const next = [...value];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  }

  return (
    <Stack spacing={1.5}>
      {chosen.length === 0 ? (
        <Typography color="text.secondary" data-testid="no-main-questions">
          {t('jobTypes.settings.mainQuestionsNone')}
        </Typography>
      ) : (
        <Box component="ol" aria-label={t('jobTypes.settings.mainQuestionsList')} sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="main-questions">
          {chosen.map((question, index) => {
            const title = titleOf(question);
            return (
              <Box
                component="li"
                key={question._id}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderTop: index > 0 ? 1 : 0, borderColor: 'divider' }}
              >
                <Typography color="text.secondary" sx={{ width: 24, flexShrink: 0, textAlign: 'end' }} aria-hidden>
                  {index + 1}.
                </Typography>
                <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <bdi>{title}</bdi>
                </Typography>
                <IconButton size="small" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('jobTypes.settings.moveUp', { title })}>
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton size="small" disabled={index === chosen.length - 1} onClick={() => move(index, 1)} aria-label={t('jobTypes.settings.moveDown', { title })}>
                  <ArrowDownward fontSize="small" />
                </IconButton>
                <IconButton size="small" onClick={() => onChange(value.filter((id) => id !== question._id))} aria-label={t('jobTypes.settings.remove', { title })}>
                  <Close fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      <Autocomplete
        size="small"
        options={choices.filter((q) => !value.includes(q._id))}
        value={null}
        disabled={full}
        blurOnSelect
        getOptionLabel={(q) => `#${q.ID} ${titleOf(q)}`}
        isOptionEqualToValue={(a, b) => a._id === b._id}
        onChange={(_event, question) => question && onChange([...value, question._id])}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('jobTypes.settings.addMainQuestion')}
            helperText={full ? t('jobTypes.settings.mainQuestionsFull', { max: PREVIEW_QUESTIONS_MAX }) : undefined}
          />
        )}
      />
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
