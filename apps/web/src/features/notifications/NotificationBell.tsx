import { useRef } from 'react';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@fieldwork/contracts';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from '../../app/api/apiSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notificationsClosed, notificationsOpened } from '../../app/shell/panelsSlice';
import { NotificationPanel } from './NotificationPanel';

const MAX_BADGE = 99;

/** Bell with the unread count; opening the panel marks the items as read (spec 1 section 2.5). */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // Open or closed is shared: a grid selecting rows closes it (spec 1 section 2.5).
  const isOpen = useAppSelector((state) => state.panels.notificationsOpen);
  const button = useRef<HTMLButtonElement>(null);
  const { data, isError } = useGetNotificationsQuery({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [markRead] = useMarkNotificationsReadMutation();
  const unread = data?.unread ?? 0;
  // What the badge shows ("99+" past 99); the button's name carries the same text (WCAG 2.5.3).
  const badge = unread > MAX_BADGE ? `${MAX_BADGE}+` : String(unread);

  function open() {
    dispatch(notificationsOpened());
    if (unread > 0) void markRead();
  }
  const close = () => dispatch(notificationsClosed());

  return (
    <>
      <IconButton
        ref={button}
        onClick={open}
        aria-label={unread > 0 ? t('notifications.openUnread', { count: unread, badge }) : t('notifications.open')}
        data-testid="notification-bell"
      >
        {/* No hidden "0" inside the button when nothing is unread. */}
        <Badge badgeContent={unread > 0 ? badge : undefined} color="error">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        open={isOpen}
        anchorEl={button.current}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 'min(700px, calc(100vw - 16px))', mt: 1 } } }}
      >
        <Typography variant="h3" sx={{ px: 2, py: 1.5 }}>
          {t('notifications.title')}
        </Typography>
        <Divider />
        <NotificationPanel
          items={data?.docs ?? []}
          failed={isError}
          onOpenItem={(path) => {
            close();
            navigate(path);
          }}
        />
      </Popover>
    </>
  );
}
