import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { JobDashboard } from '@fieldwork/contracts';
import { statusMarkHex } from '../../../components/jobStatuses/statusColor';
import { useJobStatuses } from '../../../components/jobStatuses/useJobStatuses';
import { jobsListUrl } from '../jobsLinks';
import { ChartLegend } from './ChartLegend';
import { countScale, percentOf } from './scale';
import { chartSx } from './chartSx';

/** 2026-03-07 as 07/03 (spec 2 section 9: DD/MM without the year). */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** A day's label every week: readable on a phone and in a quarter-width widget alike. */
const LABEL_EVERY = 7;

/**
 * Jobs created per day of the last 30 days, stacked by status in the instance's order. Drawn in
 * HTML and CSS (ADR 0052): one grid column per day, so time runs with the reading direction, and
 * the bars take their place's size without measuring it. Hovering a part names its day, status
 * and count; the legend (the chart as text) opens the list of each status's jobs of those days.
 */
export function JobsByStatusChart({ days }: { days: JobDashboard['byStatusOverTime'] }) {
  const { statuses, labelOf, colorOf } = useJobStatuses();
  const color = (name: string) => statusMarkHex(colorOf(name));
  const total = (name: string) => days.reduce((sum, day) => sum + (day.counts[name] ?? 0), 0);
  const counted = new Set(days.flatMap((day) => Object.keys(day.counts)));
  const names = [...statuses.map((s) => s.name).filter((n) => counted.has(n)), ...[...counted].filter((n) => !statuses.some((s) => s.name === n))].filter(
    (name) => total(name) > 0,
  );
  const dayTotal = (day: (typeof days)[number]) => names.reduce((sum, name) => sum + (day.counts[name] ?? 0), 0);
  const scale = countScale(Math.max(...days.map(dayTotal)));
  const range = { from: days[0]!.date, to: days[days.length - 1]!.date };

  return (
    <Stack spacing={1} sx={{ height: '100%' }}>
      <Box aria-hidden data-testid="chart-by-status" sx={chartSx}>
        <div className="chart-axis">
          {scale.ticks.map((tick) => (
            <span key={tick} style={{ bottom: percentOf(tick, scale) }}>
              {tick}
            </span>
          ))}
        </div>
        <div className="chart-plot">
          {scale.ticks.map((tick) => (
            <span key={tick} className="chart-grid" style={{ bottom: percentOf(tick, scale) }} />
          ))}
          <div className="chart-columns" style={{ gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))` }}>
            {days.map((day) => (
              <div key={day.date} className="chart-column" data-testid="chart-column" style={{ height: percentOf(dayTotal(day), scale) }}>
                {names
                  .filter((name) => (day.counts[name] ?? 0) > 0)
                  .map((name) => (
                    <span
                      key={name}
                      title={`${dayMonth(day.date)} · ${labelOf(name)}: ${day.counts[name]}`}
                      style={{ flexGrow: day.counts[name], backgroundColor: color(name) }}
                    />
                  ))}
              </div>
            ))}
          </div>
        </div>
        <div className="chart-labels" style={{ gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))` }}>
          {days.map((day, index) => (
            <span key={day.date}>{index % LABEL_EVERY === 0 ? <span>{dayMonth(day.date)}</span> : null}</span>
          ))}
        </div>
      </Box>
      <ChartLegend
        items={names.map((name) => ({ key: name, label: labelOf(name), count: total(name), color: color(name), to: jobsListUrl({ status: name, createdAt: range }) }))}
      />
    </Stack>
  );
}
