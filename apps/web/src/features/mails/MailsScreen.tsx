import { useState } from 'react';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { can, DEFAULT_PAGE_SIZE, isRtl, LANGUAGES, type Language, type MailSummary } from '@fieldwork/contracts';
import { errorMessage } from '../../app/errors/errorMessages';
import { useBootstrap, useCurrentUser } from '../../app/session/useSession';
import { FeedbackSnackbar, type Feedback } from '../../components/FeedbackSnackbar';
import { ForbiddenScreen } from '../errors/ForbiddenScreen';
import { MailList } from './MailList';
import { MailPreviewDialog } from './MailPreviewDialog';
import { useListMailsQuery, useSendTestMailMutation } from './mailsApi';

/** While a mail on the page is still queued, the list looks again this often. */
const POLL_MS = 2000;

/** /mails (sys_admin): every mail the instance sent, one opened as its recipient sees it, and a test mail. */
export function MailsScreen() {
  const bootstrap = useBootstrap();
  const user = useCurrentUser();
  const actor = { id: user.id, role: user.role, canManageSkills: user.canManageSkills };
  const context = { toggles: bootstrap.toggles, security: bootstrap.security, isMainHost: bootstrap.isMainHost };
  if (!can(actor, 'mail.read', undefined, context).allowed) return <ForbiddenScreen />;
  return <MailPage />;
}

function MailPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [opened, setOpened] = useState<MailSummary | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [queuedOnPage, setQueuedOnPage] = useState(false);
  const list = useListMailsQuery({ page: page + 1, pageSize }, { pollingInterval: queuedOnPage ? POLL_MS : 0 });
  const [sendTest, sending] = useSendTestMailMutation();
  const fail = (error: Parameters<typeof errorMessage>[0]) => errorMessage(error, t, i18n.language);

  // A test mail is queued, then sent a moment later: the list follows it while any is queued.
  const stillQueued = Boolean(list.data?.docs.some((m) => m.status === 'queued'));
  if (stillQueued !== queuedOnPage) setQueuedOnPage(stillQueued);

  async function send() {
    // The test mail is written in the language the page is read in.
    const language: Language = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en';
    const result = await sendTest({ language });
    if ('error' in result) setFeedback({ severity: 'error', text: t('mails.testFailed', { reason: fail(result.error) }) });
    else setFeedback({ severity: 'success', text: t('mails.testQueued', { to: result.data.to }) });
  }

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h1">{t('mails.title')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>{t('mails.intro')}</Typography>
        </div>
        <Button
          variant="contained"
          startIcon={<SendOutlined sx={{ transform: isRtl(i18n.language) ? 'scaleX(-1)' : undefined }} />}
          onClick={() => void send()}
          disabled={sending.isLoading}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {sending.isLoading ? t('mails.sending') : t('mails.sendTest')}
        </Button>
      </Stack>
      <Paper variant="outlined">
        <MailList
          data={list.data}
          loading={list.isLoading}
          // Dimmed while another page loads, not while the list polls.
          fetching={list.isFetching && !list.currentData && !list.isLoading}
          error={list.isError ? fail(list.error) : null}
          onRetry={() => void list.refetch()}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
          onOpen={setOpened}
        />
      </Paper>
      <MailPreviewDialog mail={opened} onClose={() => setOpened(null)} />
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Stack>
  );
}
