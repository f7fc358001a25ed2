import { useEffect, useState } from 'react';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { jobLink, LINK_NOTICE_MS, shareOrCopy } from './shareLink';

/** The job's share button: the share sheet, or 'Link copied' for 3 s when the link was copied. */
export function ShareButton({ jobId, title }: { jobId: string; title: string }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), LINK_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  async function share() {
    try {
      const how = await shareOrCopy(jobLink(jobId), title);
      setNotice(how === 'copied' ? 'copied' : null);
    } catch {
      setNotice('failed');
    }
  }

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Tooltip title={t('jobs.panel.share')}>
        <IconButton size="small" onClick={() => void share()} aria-label={t('jobs.panel.share')} data-testid="job-share">
          <ShareIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Typography variant="caption" role="status" color={notice === 'failed' ? 'error' : 'success.main'} data-testid="job-share-notice">
        {notice === 'copied' ? t('jobs.panel.linkCopied') : notice === 'failed' ? t('jobs.panel.copyFailed') : ''}
      </Typography>
    </Box>
  );
}
