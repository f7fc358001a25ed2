import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { blueprintElementsSummarySchema } from '@fieldwork/contracts';
import type { WidgetProps } from './types';

/** What the project's plans are marked with: read-only, the blueprint editor keeps it. */
export function BlueprintElementsWidget({ label, value }: WidgetProps<unknown>) {
  const { t } = useTranslation();
  const summary = blueprintElementsSummarySchema.safeParse(value);
  if (!summary.success || summary.data.elements === 0) {
    return <Typography color="text.secondary">{t('projectFields.blueprintElements.none')}</Typography>;
  }
  return (
    <Box>
      <Typography>{t('projectFields.blueprintElements.count', { count: summary.data.elements })}</Typography>
      <Box component="ul" aria-label={label} sx={{ m: 0, ps: 2.5 }}>
        {summary.data.byElement.map((e) => (
          <li key={e.name}>
            <Typography variant="body2"><bdi>{e.name}</bdi>: {e.count}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
