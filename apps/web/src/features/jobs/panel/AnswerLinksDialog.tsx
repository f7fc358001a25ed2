import { useEffect, useState } from 'react';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import LinkOff from '@mui/icons-material/LinkOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { AnswerLink } from '@fieldwork/contracts';
import { errorMessage } from '../../../app/errors/errorMessages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DateTimeField } from '../../../components/DateTimeField';
import { formatDisplayDateTime } from '../../../components/attachments/displayDate';
import { answerLinkUrl, useCreateAnswerLinkMutation, useGetAnswerLinksQuery, useWithdrawAnswerLinkMutation } from '../answerLinksApi';
import { copyText, LINK_NOTICE_MS } from './shareLink';

interface AnswerLinksDialogProps {
  jobId: string;
  jobNumber: number;
  open: boolean;
  onClose: () => void;
}

type LinkState = 'active' | 'expired' | 'withdrawn';

function stateOf(link: AnswerLink, now: number): LinkState {
  if (link.revokedAt) return 'withdrawn';
  if (link.expiresAt && Date.parse(link.expiresAt) <= now) return 'expired';
  return 'active';
}

/**
 * The job's public answer links (ADR 0042), for its staff: each link with when it was made, its
 * expiry and whether it was withdrawn; a new link with an optional expiry; the full address
 * copied ('Link copied' for 3 s); and a link withdrawn after a confirmation.
 */
export function AnswerLinksDialog({ jobId, jobNumber, open, onClose }: AnswerLinksDialogProps) {
  const { t, i18n } = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const links = useGetAnswerLinksQuery(jobId, { skip: !open });
  const [create, creating] = useCreateAnswerLinkMutation();
  const [withdraw, withdrawing] = useWithdrawAnswerLinkMutation();
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const [toWithdraw, setToWithdraw] = useState<AnswerLink | null>(null);
  const [notice, setNotice] = useState<{ linkId: string; kind: 'copied' | 'failed' } | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), LINK_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  async function copy(link: AnswerLink) {
    try {
      await copyText(answerLinkUrl(link));
      setNotice({ linkId: link._id, kind: 'copied' });
    } catch {
      setNotice({ linkId: link._id, kind: 'failed' });
    }
  }

  async function makeLink() {
    setCreateError(null);
    const result = await create({ jobId, expiresAt });
    if ('error' in result) {
      setCreateError(errorMessage(result.error, t, i18n.language));
      return;
    }
    setExpiresAt(null);
    await copy(result.data);
  }

  async function confirmWithdraw() {
    if (!toWithdraw) return;
    setWithdrawError(null);
    const result = await withdraw({ jobId, linkId: toWithdraw._id });
    if ('error' in result) {
      setWithdrawError(errorMessage(result.error, t, i18n.language));
      return;
    }
    setToWithdraw(null);
  }

  const now = Date.now();
  const date = (iso: string | null) => (iso ? (formatDisplayDateTime(iso) ?? '') : '');

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="answer-links-title" data-testid="answer-links-dialog">
      <DialogTitle id="answer-links-title">{t('jobs.answerLinks.title', { number: jobNumber })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('jobs.answerLinks.intro')}
        </Typography>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' }, mb: 1 }}>
          <Box sx={{ flex: 1 }}>
            <DateTimeField label={t('jobs.answerLinks.expiry')} value={expiresAt} onChange={setExpiresAt} helperText={t('jobs.answerLinks.expiryHelp')} name="expiresAt" />
          </Box>
          <Button variant="contained" onClick={() => void makeLink()} disabled={creating.isLoading} sx={{ mt: { sm: 1 } }} data-testid="answer-link-create">
            {creating.isLoading ? t('jobs.answerLinks.creating') : t('jobs.answerLinks.create')}
          </Button>
        </Stack>
        {createError && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="answer-link-create-error">
            {t('jobs.answerLinks.createFailed')} {createError}
          </Alert>
        )}

        {links.isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label={t('jobs.loading')} />
          </Box>
        )}
        {links.isError && (
          <Alert
            severity="error"
            data-testid="answer-links-load-error"
            action={
              <Button color="inherit" size="small" onClick={() => void links.refetch()}>
                {t('jobs.retry')}
              </Button>
            }
          >
            {t('jobs.answerLinks.loadFailed')}
          </Alert>
        )}
        {links.data && links.data.length === 0 && (
          <Typography variant="body2" sx={{ py: 1 }} data-testid="answer-links-empty">
            {t('jobs.answerLinks.empty')}
          </Typography>
        )}
        {links.data && links.data.length > 0 && (
          <List aria-label={t('jobs.answerLinks.listLabel')} data-testid="answer-links-list" disablePadding>
            {links.data.map((link) => {
              const state = stateOf(link, now);
              const linkNotice = notice?.linkId === link._id ? notice.kind : null;
              return (
                <ListItem key={link._id} divider disableGutters data-testid={`answer-link-${link._id}`} sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                    <Typography variant="body2">{t('jobs.answerLinks.created', { date: date(link.created_at) })}</Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {link.expiresAt ? t('jobs.answerLinks.expires', { date: date(link.expiresAt) }) : t('jobs.answerLinks.noExpiry')}
                      {link.revokedAt ? ` · ${t('jobs.answerLinks.withdrawnOn', { date: date(link.revokedAt) })}` : ''}
                    </Typography>
                    <Typography variant="caption" role="status" color={linkNotice === 'failed' ? 'error' : 'success.main'} data-testid="answer-link-notice">
                      {linkNotice === 'copied' ? t('jobs.panel.linkCopied') : linkNotice === 'failed' ? t('jobs.panel.copyFailed') : ''}
                    </Typography>
                  </Box>
                  <Chip size="small" label={t(`jobs.answerLinks.state.${state}`)} color={state === 'active' ? 'success' : 'default'} variant="outlined" />
                  {state === 'active' && (
                    <Stack direction="row" spacing={1}>
                      <Button size="small" startIcon={<ContentCopy />} onClick={() => void copy(link)} aria-label={t('jobs.answerLinks.copyLabel', { date: date(link.created_at) })}>
                        {t('jobs.answerLinks.copy')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        startIcon={<LinkOff />}
                        onClick={() => {
                          setWithdrawError(null);
                          setToWithdraw(link);
                        }}
                        aria-label={t('jobs.answerLinks.withdrawLabel', { date: date(link.created_at) })}
                      >
                        {t('jobs.answerLinks.withdraw')}
                      </Button>
                    </Stack>
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('jobs.done')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={toWithdraw !== null}
        title={t('jobs.answerLinks.withdrawTitle')}
        body={t('jobs.answerLinks.withdrawBody')}
        cancelLabel={t('jobs.cancel')}
        confirmLabel={t('jobs.answerLinks.withdraw')}
        busyLabel={t('jobs.answerLinks.withdrawing')}
        busy={withdrawing.isLoading}
        error={withdrawError ? `${t('jobs.answerLinks.withdrawFailed')} ${withdrawError}` : null}
        onCancel={() => setToWithdraw(null)}
        onConfirm={() => void confirmWithdraw()}
        confirmTestId="answer-link-withdraw-confirm"
      />
    </Dialog>
  );
}
