import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ArrangeMenuProps } from './ArrangeMenu';

// The menu and the rules of moving are their own chunk: /dashboard's first load only shows.
const ArrangeMenu = lazy(() => import('./ArrangeMenu').then((m) => ({ default: m.ArrangeMenu })));

interface WidgetCardProps {
  title: string;
  /** The jobs list with the widget's filters. */
  link: string;
  testId: string;
  /** What the arranging menu needs, but its anchor and closing. */
  arrange: Omit<ArrangeMenuProps, 'anchor' | 'onClose'>;
  children: ReactNode;
}

/**
 * A widget's frame: a region named by its title, the link to the jobs list with its filters, and
 * the menu that arranges it (move, size, hide), reachable and usable with the keyboard alone.
 */
export function WidgetCard({ title, link, testId, arrange, children }: WidgetCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <Card component="section" aria-labelledby={titleId} data-testid={testId} sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2, pr: 0.5, pt: 1, pb: 0.5 }}>
        <Typography id={titleId} variant="h3" component="h3" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {title}
        </Typography>
        <Button component={RouterLink} to={link} size="small" sx={{ flexShrink: 0 }}>
          {t('dashboard.widgets.viewInJobs')}
        </Button>
        <IconButton
          aria-label={t('dashboard.widgets.arrange', { title })}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          size="small"
        >
          <MoreVert fontSize="small" />
        </IconButton>
        {anchor && (
          <Suspense fallback={null}>
            <ArrangeMenu {...arrange} anchor={anchor} onClose={() => setAnchor(null)} />
          </Suspense>
        )}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, pb: 1.5 }}>{children}</Box>
    </Card>
  );
}
