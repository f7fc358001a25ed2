import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import type { JobDashboard } from '@fieldwork/contracts';
import { jobsListUrl } from '../jobsLinks';
import { ChartLegend } from './ChartLegend';

/** Bars past this many are summed up in the legend only: a small widget stays readable. */
const MAX_BARS = 8;

/**
 * How many jobs of each job type, most first, as bars that grow in the reading direction, each
 * with its title and count (HTML and CSS, ADR 0052); the legend opens each type's jobs.
 */
export function JobsByTypeChart({ types }: { types: JobDashboard['byType'] }) {
  const theme = useTheme();
  const sorted = [...types].sort((a, b) => b.count - a.count);
  const bars = sorted.slice(0, MAX_BARS);
  const longest = Math.max(1, bars[0]?.count ?? 0);

  return (
    <Stack spacing={1} sx={{ height: '100%' }}>
      <Box
        aria-hidden
        data-testid="chart-by-type"
        sx={{
          flex: 1,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 96px) minmax(0, 1fr)',
          alignContent: 'start',
          alignItems: 'center',
          columnGap: 1,
          rowGap: 0.75,
          typography: 'caption',
          color: 'text.secondary',
          // Next to its bar; cut short at the end of its own writing direction (an English title on a Hebrew page too).
          '& .bar-title': { justifySelf: 'end', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          '& .bar-track': { display: 'flex', alignItems: 'center', gap: 0.5 },
          // Drawn left to right; the right-to-left style sheet mirrors it.
          '& .bar': { height: 14, minWidth: 2, borderRadius: '0 2px 2px 0', bgcolor: 'primary.main' },
        }}
      >
        {bars.map((type) => (
          <Fragment key={type.jobType}>
            <span className="bar-title" dir="auto" title={type.title}>
              {type.title}
            </span>
            <span className="bar-track">
              {/* The longest bar leaves room for its count. */}
              <span className="bar" data-testid="chart-bar" title={`${type.title}: ${type.count}`} style={{ width: `calc(${type.count / longest} * (100% - 3em))` }} />
              <span>{type.count}</span>
            </span>
          </Fragment>
        ))}
      </Box>
      <ChartLegend
        items={sorted.map((t) => ({ key: t.jobType, label: t.title, count: t.count, color: theme.palette.primary.main, to: jobsListUrl({ jobType: t.jobType }) }))}
      />
    </Stack>
  );
}
