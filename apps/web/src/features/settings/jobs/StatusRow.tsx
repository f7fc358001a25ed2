import { memo } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type JobStatusInfo, type Language } from '@fieldwork/contracts';
import { ColourSelect, Swatch } from './ColourSelect';

interface StatusRowProps {
  status: JobStatusInfo;
  /** What the status is called in the interface's language now. */
  label: string;
  /** Its name per language as the instance set it (may be blank). */
  names: Partial<Record<Language, string>>;
  first: boolean;
  last: boolean;
  divider: boolean;
  onMove: (name: string, by: -1 | 1) => void;
  onRemove: (name: string) => void;
  onColour: (name: string, color: string) => void;
  onName: (name: string, language: Language, text: string) => void;
}

/** One status in the ordered list: its colour and key, up and down, its name per language, and removal for a custom one. */
export const StatusRow = memo(function StatusRow({ status, label, names, first, last, divider, onMove, onRemove, onColour, onName }: StatusRowProps) {
  const { t } = useTranslation();
  const languageName = (language: Language) => t(`jobSettings.statuses.languages.${language}`);
  return (
    <ListItem divider={divider} sx={{ display: 'block', py: 1.5 }} data-testid={`status-${status.name}`}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Swatch color={status.color} size={18} />
        <Typography component="span" sx={{ fontWeight: 500 }}>
          <bdi>{label}</bdi>
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          <bdi dir="ltr">{status.name}</bdi>
        </Typography>
        <Chip size="small" variant="outlined" label={t(status.builtIn ? 'jobSettings.statuses.builtIn' : 'jobSettings.statuses.custom')} />
        <Stack direction="row" sx={{ ms: 'auto' }}>
          <IconButton aria-label={t('jobSettings.statuses.moveUp', { status: label })} disabled={first} onClick={() => onMove(status.name, -1)} data-move="-1">
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton aria-label={t('jobSettings.statuses.moveDown', { status: label })} disabled={last} onClick={() => onMove(status.name, 1)} data-move="1">
            <ArrowDownwardIcon />
          </IconButton>
          {!status.builtIn && (
            <IconButton aria-label={t('jobSettings.statuses.remove', { status: label })} onClick={() => onRemove(status.name)}>
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 1.5 }}>
        {!status.builtIn && (
          <ColourSelect
            id={`colour-${status.name}`}
            label={t('jobSettings.statuses.colourOf', { status: label })}
            value={status.color}
            onChange={(color) => onColour(status.name, color)}
          />
        )}
        {LANGUAGES.map((language) => (
          <TextField
            key={language}
            size="small"
            label={t('jobSettings.statuses.labelIn', { language: languageName(language) })}
            value={names[language] ?? ''}
            onChange={(event) => onName(status.name, language, event.target.value)}
            slotProps={{
              htmlInput: {
                maxLength: 60,
                lang: language,
                dir: language === 'he' ? 'rtl' : 'ltr',
                'aria-label': t('jobSettings.statuses.labelOf', { status: label, language: languageName(language) }),
              },
            }}
            sx={{ flex: 1, minWidth: 0 }}
          />
        ))}
      </Stack>
    </ListItem>
  );
});
