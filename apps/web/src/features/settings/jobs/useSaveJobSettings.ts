import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSettings, JobSettingsUpdate } from '@fieldwork/contracts';
import { errorBodyOf, errorMessage } from '../../../app/errors/errorMessages';
import type { Feedback } from '../../../components/FeedbackSnackbar';
import { useUpdateJobSettingsMutation } from '../../jobs/jobsApi';

export interface SaveError {
  text: string;
  /** The server's own words for each refused part. */
  details: string[];
}

/**
 * PUT /v2/settings for a settings screen: the saved settings, or null with the refusal kept in
 * `error` (the screen keeps its draft). A save refreshes the start-up settings (jobsApi).
 */
export function useSaveJobSettings() {
  const { t, i18n } = useTranslation();
  const [update, { isLoading }] = useUpdateJobSettingsMutation();
  const [error, setError] = useState<SaveError | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function save(body: JobSettingsUpdate): Promise<JobSettings | null> {
    setError(null);
    const result = await update(body);
    if ('error' in result) {
      const details = errorBodyOf(result.error)?.details;
      const lines = Array.isArray(details) ? details.flatMap((d: { message?: unknown }) => (typeof d.message === 'string' ? [d.message] : [])) : [];
      setError({ text: t('jobSettings.saveFailed', { reason: errorMessage(result.error, t, i18n.language) }), details: [...new Set(lines)] });
      return null;
    }
    setFeedback({ severity: 'success', text: t('jobSettings.saved') });
    return result.data;
  }

  return { save, saving: isLoading, error, feedback, closeFeedback: () => setFeedback(null) };
}
