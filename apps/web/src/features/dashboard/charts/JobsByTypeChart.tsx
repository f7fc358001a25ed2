import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import type { JobDashboard } from '@fieldwork/contracts';
import { jobsListUrl } from '../jobsLinks';
import { ChartLegend } from './ChartLegend';

/** Bars past this many are summed up in the legend only: a small widget stays readable. */
const MAX_BARS = 8;

/** How many jobs of each job type, most first, as horizontal bars; the legend opens each type's jobs. */
export function JobsByTypeChart({ types }: { types: JobDashboard['byType'] }) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const still = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const sorted = [...types].sort((a, b) => b.count - a.count);
  const bars = sorted.slice(0, MAX_BARS);
  const truncate = (title: string) => (title.length > 14 ? `${title.slice(0, 13)}…` : title);

  return (
    <Stack spacing={1} sx={{ height: '100%' }}>
      <Box aria-hidden sx={{ flex: 1, minHeight: 160 }}>
        <BarChart
          hideLegend
          skipAnimation={still}
          layout="horizontal"
          margin={{ top: 16, bottom: 0, left: 0, right: 8 }}
          yAxis={[{ scaleType: 'band', data: bars.map((t) => t.title), valueFormatter: truncate, position: rtl ? 'right' : 'left', width: 96 }]}
          xAxis={[{ tickMinStep: 1, reverse: rtl, height: 32 }]}
          series={[{ id: 'jobs', data: bars.map((t) => t.count), color: theme.palette.primary.main }]}
        />
      </Box>
      <ChartLegend
        items={sorted.map((t) => ({ key: t.jobType, label: t.title, count: t.count, color: theme.palette.primary.main, to: jobsListUrl({ jobType: t.jobType }) }))}
      />
    </Stack>
  );
}
