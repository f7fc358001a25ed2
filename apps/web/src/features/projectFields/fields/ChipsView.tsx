import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Chips show at most this many, then a "+N more" chip (spec 3 section 9). */
export const CHIPS_SHOWN = 4;

/** Labels as chips: the first four and how many more. */
export function ChipsView({ labels, label }: { labels: readonly string[]; label: string }) {
  const { t } = useTranslation();
  if (labels.length === 0) return <Typography color="text.secondary">{t('projectFields.empty')}</Typography>;
  const more = labels.length - CHIPS_SHOWN;
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }} aria-label={label} role="list">
      {labels.slice(0, CHIPS_SHOWN).map((text, i) => (
        <Chip key={i} role="listitem" size="small" label={<bdi>{text}</bdi>} />
      ))}
      {more > 0 && <Chip role="listitem" size="small" variant="outlined" label={t('projectFields.more', { count: more })} title={labels.slice(CHIPS_SHOWN).join(', ')} />}
    </Stack>
  );
}
