import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { MailStatus } from '@fieldwork/contracts';

const COLORS = { queued: 'default', sent: 'success', failed: 'error' } as const satisfies Record<MailStatus, string>;

/** Where a mail is, as a small coloured label (the word carries the meaning, not the colour). */
export function MailStatusChip({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`mails.statuses.${status}`)} data-testid="mail-status" />;
}

/** A date and time in the interface's language. */
export function formatMailDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
