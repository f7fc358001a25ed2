import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The dashboard's loading, failure and empty states, drawn with Box and Typography: MUI's
 * Skeleton, Alert and Snackbar would add their code to /dashboard's first load for states most
 * visits never show.
 */

/** Grey bars where content will be; they pulse unless the user asked for less motion. */
export function Placeholder({ height, rows = 1 }: { height: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <Box
          key={i}
          sx={{
            height,
            borderRadius: 1,
            bgcolor: 'action.hover',
            '@keyframes fieldwork-pulse': { '50%': { opacity: 0.4 } },
            '@media (prefers-reduced-motion: no-preference)': { animation: 'fieldwork-pulse 1.6s ease-in-out infinite' },
          }}
        />
      ))}
    </>
  );
}

/** A widget's content while its data loads. */
export function WidgetSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    // A status region, so that its name (Loading…) is one a screen reader may read.
    <Stack spacing={1} role="status" aria-busy="true" aria-label={t('dashboard.widgets.loading')} data-testid="widget-loading">
      <Placeholder height={28} rows={rows} />
    </Stack>
  );
}

/** Something failed: said aloud, in the error colour, with what to do about it. */
export function Notice({ text, action, testId }: { text: string; action?: ReactNode; testId?: string }) {
  return (
    <Box
      role="alert"
      data-testid={testId}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, p: 1.5, borderRadius: 1, border: 1, borderColor: 'error.main', color: 'error.dark' }}
    >
      <Typography sx={{ flex: 1, minWidth: 160 }}>{text}</Typography>
      {action}
    </Box>
  );
}

/** A widget whose data could not be read, with the way to ask again. */
export function WidgetError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice
      testId="widget-error"
      text={t('dashboard.widgets.widgetFailed')}
      action={
        <Button color="error" size="small" onClick={onRetry}>
          {t('dashboard.widgets.retry')}
        </Button>
      }
    />
  );
}

export function WidgetEmpty({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" data-testid="widget-empty" sx={{ py: 1 }}>
      {text}
    </Typography>
  );
}
