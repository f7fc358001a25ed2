import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import type { JobDashboard } from '@fieldwork/contracts';
import { statusMarkHex } from '../../../components/jobStatuses/statusColor';
import { useJobStatuses } from '../../../components/jobStatuses/useJobStatuses';
import { jobsListUrl } from '../jobsLinks';
import { ChartLegend } from './ChartLegend';

/** 2026-03-07 as 07/03 (spec 2 section 9: DD/MM without the year). */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * Jobs created per day of the last 30 days, stacked by status in the instance's order (MUI X
 * Charts, loaded with this chunk after the dashboard's data has come). Time runs with the
 * reading direction; the legend opens the list of each status's jobs of those days.
 */
export function JobsByStatusChart({ days }: { days: JobDashboard['byStatusOverTime'] }) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const still = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  // A phone has room for a day's label a week apart.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { statuses, labelOf, colorOf } = useJobStatuses();
  const color = (name: string) => statusMarkHex(colorOf(name));
  const total = (name: string) => days.reduce((sum, day) => sum + (day.counts[name] ?? 0), 0);
  const counted = new Set(days.flatMap((day) => Object.keys(day.counts)));
  const names = [...statuses.map((s) => s.name).filter((n) => counted.has(n)), ...[...counted].filter((n) => !statuses.some((s) => s.name === n))].filter(
    (name) => total(name) > 0,
  );
  const range = { from: days[0]!.date, to: days[days.length - 1]!.date };

  return (
    <Stack spacing={1} sx={{ height: '100%' }}>
      <Box aria-hidden sx={{ flex: 1, minHeight: 160 }}>
        <BarChart
          hideLegend
          skipAnimation={still}
          margin={{ top: 16, bottom: 0, left: 0, right: 0 }}
          xAxis={[
            {
              scaleType: 'band',
              data: days.map((d) => d.date),
              valueFormatter: dayMonth,
              reverse: rtl,
              height: 32,
              tickInterval: narrow ? (_day: string, index: number) => index % 7 === 0 : 'auto',
            },
          ]}
          yAxis={[{ position: rtl ? 'right' : 'left', tickMinStep: 1, width: 32 }]}
          series={names.map((name) => ({ id: name, label: labelOf(name), data: days.map((d) => d.counts[name] ?? 0), stack: 'jobs', color: color(name) }))}
        />
      </Box>
      <ChartLegend
        items={names.map((name) => ({ key: name, label: labelOf(name), count: total(name), color: color(name), to: jobsListUrl({ status: name, createdAt: range }) }))}
      />
    </Stack>
  );
}
