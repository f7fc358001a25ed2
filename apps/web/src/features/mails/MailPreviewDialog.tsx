import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailDetail, MailSummary } from '@fieldwork/contracts';
import { errorMessage } from '../../app/errors/errorMessages';
import { useGetMailQuery } from './mailsApi';
import { formatMailDate, MailStatusChip } from './MailStatusChip';

interface MailPreviewDialogProps {
  mail: MailSummary | null;
  onClose: () => void;
}

/** One mail (full screen on a phone): who, when, how, and its HTML as the recipient sees it. */
export function MailPreviewDialog({ mail, onClose }: MailPreviewDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const subject = mail ? mail.subject ?? t('mails.notRendered', { template: mail.template }) : '';

  return (
    <Dialog open={mail !== null} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="mail-preview-title">
      {mail && (
        <>
          <DialogTitle id="mail-preview-title" sx={{ pe: 7, overflowWrap: 'anywhere' }}>
            <bdi>{subject}</bdi>
            <IconButton onClick={onClose} aria-label={t('mails.close')} sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <MailBody id={mail._id} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('mails.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function MailBody({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading } = useGetMailQuery(id);
  if (isLoading) return <Skeleton variant="rounded" height={320} aria-label={t('app.loading')} />;
  if (error || !data) {
    return (
      <Alert severity="error">
        <Typography variant="body2" sx={{ fontWeight: 500 }}>{t('mails.openFailed')}</Typography>
        {errorMessage(error, t, i18n.language)}
      </Alert>
    );
  }
  return (
    <>
      <MailFacts mail={data} />
      {data.html ? (
        // No scripts and no same-origin: the mail is shown, never run; srcdoc keeps it off the network.
        <Box
          component="iframe"
          title={t('mails.preview')}
          srcDoc={data.html}
          sandbox=""
          referrerPolicy="no-referrer"
          data-testid="mail-html"
          sx={{ flex: 1, width: '100%', minHeight: { xs: 420, sm: 480 }, height: { sm: '60vh' }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#f5f7fa' }}
        />
      ) : (
        <Typography color="text.secondary">{t('mails.notRenderedBody')}</Typography>
      )}
    </>
  );
}

function MailFacts({ mail }: { mail: MailDetail }) {
  const { t, i18n } = useTranslation();
  const rows: Array<[string, ReactNode]> = [
    [t('mails.details.to'), <bdi key="to">{mail.to}</bdi>],
    ...(mail.from ? [[t('mails.details.from'), <bdi key="from">{mail.from}</bdi>] as [string, ReactNode]] : []),
    [t('mails.details.status'), <MailStatusChip key="status" status={mail.status} />],
    ...(mail.transport ? [[t('mails.details.transport'), t(`mails.transports.${mail.transport}`)] as [string, ReactNode]] : []),
    [mail.sent_at ? t('mails.details.sentAt') : t('mails.details.createdAt'), formatMailDate(mail.sent_at ?? mail.created_at, i18n.language)],
    [t('mails.details.attempts'), String(mail.attempts)],
    ...(mail.lastError ? [[t('mails.details.error'), <bdi key="error">{mail.lastError}</bdi>] as [string, ReactNode]] : []),
  ];
  return (
    <Stack component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, alignItems: 'center' }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{value}</Typography>
        </Box>
      ))}
    </Stack>
  );
}
