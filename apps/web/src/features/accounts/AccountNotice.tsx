import { useEffect, useRef, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import MailOutline from '@mui/icons-material/MailOutline';

const ICONS = {
  sent: <MailOutline aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />,
  invitationOnly: <MailOutline aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />,
  done: <CheckCircleOutline aria-hidden sx={{ fontSize: 48, color: 'success.main' }} />,
  expired: <ErrorOutline aria-hidden sx={{ fontSize: 48, color: 'warning.main' }} />,
};

/**
 * What an account page shows in place of its form once there is nothing to type: a link was
 * sent, a password changed, a link expired, sign-up is by invitation. The heading takes focus, so that a screen reader
 * reads the outcome where the submit button was.
 */
export function AccountNotice({ kind, title, body, actions }: { kind: keyof typeof ICONS; title: string; body: ReactNode; actions: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid={`account-notice-${kind}`}>
      {ICONS[kind]}
      <Typography ref={heading} tabIndex={-1} variant="h1" component="h1" sx={{ outline: 'none' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" data-testid="account-notice-body">
        {body}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {actions}
      </Stack>
    </Stack>
  );
}
