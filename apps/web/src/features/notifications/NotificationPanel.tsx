import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '@fieldwork/contracts';
import { groupByDay, notificationTarget, type DayGroup } from './groupByDay';
import { notificationText } from './notificationText';

interface NotificationPanelProps {
  items: AppNotification[];
  failed: boolean;
  onOpenItem: (path: string) => void;
}

export function NotificationPanel({ items, failed, onOpenItem }: NotificationPanelProps) {
  const { t, i18n } = useTranslation();
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long' });
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  function heading(group: DayGroup): string {
    if (group.kind === 'today') return t('notifications.today');
    if (group.kind === 'older') return t('notifications.older');
    return weekday.format(group.day);
  }

  if (failed || items.length === 0) {
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        {failed ? t('notifications.failed') : t('notifications.empty')}
      </Typography>
    );
  }

  return (
    <Box sx={{ maxHeight: '70vh', overflowY: 'auto' }}>
      {groupByDay(items).map((group) => (
        <List key={heading(group)} dense subheader={<ListSubheader>{heading(group)}</ListSubheader>}>
          {group.items.map((item) => {
            const target = notificationTarget(item);
            return (
              <ListItemButton
                key={item._id}
                disabled={!target}
                onClick={() => target && onOpenItem(target)}
                sx={{ alignItems: 'flex-start', bgcolor: item.read ? undefined : 'action.hover' }}
              >
                <ListItemText primary={notificationText(item, t)} secondary={time.format(new Date(item.date))} />
              </ListItemButton>
            );
          })}
        </List>
      ))}
    </Box>
  );
}
