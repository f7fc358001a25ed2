import DirectionsOutlined from '@mui/icons-material/DirectionsOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '../../../components/FeedbackSnackbar';
import { navigationLinks, shareLink, type LatLng } from './coordinates';

interface ShareAndNavigateProps {
  point: LatLng | null;
  title: string;
  address: string;
  onFeedback: (feedback: Feedback) => void;
}

/**
 * Share the place (the device's share sheet; where there is none or it fails, the link is copied:
 * 'Link copied', spec 1 and 2 section 8) and the two navigation apps.
 */
export function ShareAndNavigate({ point, title, address, onFeedback }: ShareAndNavigateProps) {
  const { t } = useTranslation();
  if (!point) return null;
  const link = shareLink(point);
  const nav = navigationLinks(point);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      onFeedback({ severity: 'success', text: t('projects.location.linkCopied') });
    } catch {
      onFeedback({ severity: 'error', text: t('projects.location.copyFailed', { link }) });
    }
  }

  async function share() {
    if (typeof navigator.share !== 'function') {
      await copy();
      return;
    }
    try {
      await navigator.share({ title, text: address || title, url: link });
    } catch (error) {
      // Closing the share sheet is the user's choice, not a failure.
      if ((error as Error)?.name !== 'AbortError') await copy();
    }
  }

  return (
    <>
      <Button variant="outlined" startIcon={<ShareOutlined />} onClick={() => void share()}>
        {t('projects.location.share')}
      </Button>
      <Button variant="text" startIcon={<DirectionsOutlined />} href={nav.google} target="_blank" rel="noopener noreferrer">
        {t('projects.location.googleMaps')}
      </Button>
      <Button variant="text" startIcon={<DirectionsOutlined />} href={nav.waze} target="_blank" rel="noopener noreferrer">
        {t('projects.location.waze')}
      </Button>
    </>
  );
}
