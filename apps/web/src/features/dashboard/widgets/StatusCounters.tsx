import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JobCounters } from '@fieldwork/contracts';
import { statusMarkHex } from '../../../components/jobStatuses/statusColor';
import { useJobStatuses } from '../../../components/jobStatuses/useJobStatuses';
import { jobsListUrl } from '../jobsLinks';
import { WidgetEmpty } from './WidgetStates';

/** The instance's statuses in order, then any counted status it no longer has (a custom one removed). */
function countedStatuses(order: readonly string[], counters: JobCounters): string[] {
  return [...order, ...Object.keys(counters.byStatus).filter((name) => !order.includes(name))];
}

/** How many jobs the caller sees in each status and in all, each opening the jobs list filtered by it. */
export function StatusCounters({ counters }: { counters: JobCounters }) {
  const { t } = useTranslation();
  const { statuses, labelOf, colorOf } = useJobStatuses();
  if (counters.total === 0) return <WidgetEmpty text={t('dashboard.counters.empty')} />;
  const names = countedStatuses(
    statuses.map((s) => s.name),
    counters,
  );
  const tiles = [
    { key: 'all', to: jobsListUrl(), text: t('dashboard.counters.all'), count: counters.total, dot: null },
    ...names.map((name) => ({ key: name, to: jobsListUrl({ status: name }), text: labelOf(name), count: counters.byStatus[name] ?? 0, dot: statusMarkHex(colorOf(name)) })),
  ];
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))' }}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <ButtonBase
            component={RouterLink}
            to={tile.to}
            data-testid={`counter-${tile.key}`}
            sx={{
              width: '100%',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              p: 1,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
            }}
          >
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, maxWidth: '100%' }}>
              {tile.dot && <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: tile.dot, flexShrink: 0 }} />}
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                <bdi>{tile.text}</bdi>
              </Box>
            </Typography>{' '}
            {/* The space keeps the name read aloud "Review 3", not "Review3". */}
            <Typography component="span" sx={{ fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3, fontVariantNumeric: 'tabular-nums' }}>
              {tile.count}
            </Typography>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
