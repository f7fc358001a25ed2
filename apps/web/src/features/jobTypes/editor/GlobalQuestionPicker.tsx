import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Question } from '@fieldwork/contracts';
import { useDebouncedValue } from '../../../app/useDebouncedValue';
import { useListGlobalQuestionsQuery } from '../jobTypesApi';
import { editorErrorText } from './editorErrors';
import { QUESTION_TYPE_ICONS } from './editorIcons';

interface GlobalQuestionPickerProps {
  jobTypeId: string;
  /** The questionnaire now: a global question it already holds or shares is not offered again. */
  questions: readonly Question[];
  busy: boolean;
  error: string | null;
  onPick: (question: Question) => void;
  onClose: () => void;
}

/** "Add a global question": the instance's global questions, searched by title; the one picked is shared into this job type. */
export function GlobalQuestionPicker({ jobTypeId, questions, busy, error, onPick, onClose }: GlobalQuestionPickerProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const { data, error: loadError, isFetching, refetch } = useListGlobalQuestionsQuery(term);
  const here = new Set(questions.flatMap((q) => [q._id, q.root ?? '']));
  const offered = (data ?? []).filter((g) => g.jobType !== jobTypeId && !here.has(g._id));

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth fullScreen={phone} aria-labelledby="global-picker-title" slotProps={{ paper: { sx: { maxWidth: 560 } } }}>
      <DialogTitle id="global-picker-title">{t('jobTypeEditor.add.globalTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('jobTypeEditor.add.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          slotProps={{ input: { endAdornment: isFetching ? <CircularProgress size={18} aria-label={t('app.loading')} /> : undefined } }}
        />
        {loadError ? (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('jobTypeEditor.retry')}
              </Button>
            }
          >
            {editorErrorText(loadError, t, i18n.language)}
          </Alert>
        ) : data && offered.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {term ? t('jobTypeEditor.add.noneMatch') : t('jobTypeEditor.add.none')}
          </Typography>
        ) : (
          <List aria-label={t('jobTypeEditor.add.globalList')}>
            {offered.map((g) => {
              const Icon = QUESTION_TYPE_ICONS[g.type];
              return (
                <ListItemButton key={g._id} onClick={() => onPick(g)} disabled={busy}>
                  <ListItemIcon>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText
                    primary={<bdi>{g.title.trim() || t('jobTypeEditor.list.untitled')}</bdi>}
                    secondary={`#${g.ID} · ${t(`jobTypeEditor.types.${g.type}`)}`}
                  />
                </ListItemButton>
              );
            })}
          </List>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('jobTypeEditor.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
