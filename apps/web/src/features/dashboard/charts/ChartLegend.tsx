import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface LegendItem {
  key: string;
  label: string;
  count: number;
  color: string;
  /** The jobs list with this item's filters. */
  to: string;
}

/**
 * A chart's legend, which is also the chart as text: each item with its count opens the jobs list
 * it stands for. The drawing beside it is hidden from screen readers; this list says the same.
 */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('dashboard.charts.summary')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {items.map((item) => (
        <Box component="li" key={item.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: item.color, flexShrink: 0 }} />
          <Link component={RouterLink} to={item.to} variant="body2" underline="hover" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{t('dashboard.charts.legendLink', { label: item.label, count: item.count })}</bdi>
          </Link>
        </Box>
      ))}
    </Box>
  );
}
