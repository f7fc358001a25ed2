import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The column chart's layout, one set of classes for every bar (a style per bar through `sx` would
 * make emotion work out and insert a rule for each): the value axis beside the plot, the day
 * labels under it, and in the plot the grid lines and one column per day, its parts stacked
 * from the bottom. Grid areas and flex follow the reading direction, so a right-to-left page puts
 * the axis on the right and the first day there too.
 */
export const chartSx: SxProps<Theme> = {
  flex: 1,
  minHeight: 160,
  display: 'grid',
  gridTemplateColumns: '32px minmax(0, 1fr)',
  gridTemplateRows: 'minmax(0, 1fr) 24px',
  gridTemplateAreas: '"axis plot" ". labels"',
  pt: 1,
  typography: 'caption',
  color: 'text.secondary',
  '& .chart-axis': { gridArea: 'axis', position: 'relative' },
  '& .chart-axis > span': { position: 'absolute', insetInlineEnd: 6, transform: 'translateY(50%)', lineHeight: 1 },
  '& .chart-plot': { gridArea: 'plot', position: 'relative', borderBottom: 1, borderColor: 'divider' },
  '& .chart-grid': { position: 'absolute', insetInline: 0, borderTop: 1, borderColor: 'divider', borderTopStyle: 'dashed' },
  '& .chart-columns': { position: 'absolute', inset: 0, display: 'grid', columnGap: '3px', alignItems: 'end' },
  '& .chart-column': { display: 'flex', flexDirection: 'column-reverse', minHeight: 0 },
  '& .chart-column > span': { flexBasis: 0, minHeight: 0 },
  '& .chart-column > span:last-of-type': { borderRadius: '2px 2px 0 0' },
  '& .chart-labels': { gridArea: 'labels', display: 'grid', pt: 0.5 },
  // Centred under its day, free to run wider than it.
  '& .chart-labels > span': { display: 'flex', justifyContent: 'center', minWidth: 0, whiteSpace: 'nowrap' },
};
