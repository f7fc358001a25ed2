import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import type { PreviewChoice } from './previewTypes';

/** At most this many choices are drawn; the rest are counted (a list may hold 500). */
export const PREVIEW_CHOICES_SHOWN = 24;
/** From this many choices on, the answering screen offers a search. */
const SEARCH_FROM = 9;

interface PreviewChoicesProps {
  choices: readonly PreviewChoice[];
  multiSelect: boolean;
  tiled: boolean;
  sortAlphabet: boolean;
  titleId: string;
  language: string;
}

/**
 * A list question as the inspector sees it (spec 2 section 3): chips, or tiles in tiled mode,
 * each choice with its image and caption; a mark telling one choice from several; a search on
 * long lists. Nothing here can be chosen.
 */
export function PreviewChoices({ choices, multiSelect, tiled, sortAlphabet, titleId, language }: PreviewChoicesProps) {
  const { t } = useTranslation();
  const ordered = sortAlphabet ? [...choices].sort((a, b) => a.value.localeCompare(b.value, language)) : choices;
  const shown = ordered.slice(0, PREVIEW_CHOICES_SHOWN);
  const hidden = ordered.length - shown.length;
  const Mark = multiSelect ? CheckBoxOutlineBlank : RadioButtonUnchecked;

  return (
    <Stack spacing={1}>
      <Typography variant="caption" color="text.secondary">
        {multiSelect ? t('jobTypes.preview.chooseSeveral') : t('jobTypes.preview.chooseOne')}
      </Typography>
      {choices.length >= SEARCH_FROM && (
        <TextField
          size="small"
          disabled
          placeholder={t('jobTypes.preview.search')}
          slotProps={{
            htmlInput: { 'aria-label': t('jobTypes.preview.search') },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
      )}
      {choices.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('jobTypes.preview.noChoices')}
        </Typography>
      )}
      <Box
        role="list"
        aria-labelledby={titleId}
        sx={
          tiled
            ? { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }
            : { display: 'flex', flexWrap: 'wrap', gap: 1 }
        }
      >
        {shown.map((choice, index) =>
          tiled ? (
            <Box
              role="listitem"
              key={`${choice.value}-${index}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.75, textAlign: 'center', minWidth: 0 }}
            >
              {choice.fileUrl ? (
                <Box component="img" src={choice.fileUrl} alt={choice.caption || choice.value} loading="lazy" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }} />
              ) : (
                <Mark fontSize="small" color="action" aria-hidden />
              )}
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                <bdi>{choice.value}</bdi>
              </Typography>
              {choice.caption && (
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{choice.caption}</bdi>
                </Typography>
              )}
            </Box>
          ) : (
            <Chip
              role="listitem"
              key={`${choice.value}-${index}`}
              variant="outlined"
              avatar={choice.fileUrl ? <Avatar src={choice.fileUrl} alt={choice.caption || choice.value} /> : undefined}
              icon={choice.fileUrl ? undefined : <Mark fontSize="small" />}
              label={<bdi>{choice.caption ? `${choice.value} · ${choice.caption}` : choice.value}</bdi>}
              sx={{ maxWidth: '100%' }}
            />
          ),
        )}
      </Box>
      {hidden > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('jobTypes.preview.moreChoices', { count: hidden })}
        </Typography>
      )}
    </Stack>
  );
}
