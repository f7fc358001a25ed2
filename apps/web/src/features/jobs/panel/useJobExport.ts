import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/errors/errorMessages';
import { isLanguage } from '../../../app/i18n/i18n';
import { saveObjectUrl } from '../../../components/attachments/assetsApi';
import type { Feedback } from '../../../components/FeedbackSnackbar';
import { useExportJobsMutation } from '../jobsApi';

/**
 * Exports jobs as one PDF (GET /v2/jobs/{id}/export, ?combined= for several) and saves it under
 * the server's file name. A refusal is told in the server's own text (spec 2 section 8).
 */
export function useJobExport(notify: (feedback: Feedback) => void) {
  const { t, i18n } = useTranslation();
  const [exportJobs, { isLoading }] = useExportJobsMutation();
  async function run(ids: readonly string[], fallbackName: string) {
    // The PDF's own words (headings, labels) in the language the reader is using.
    const result = await exportJobs({ ids, lang: isLanguage(i18n.language) ? i18n.language : undefined });
    if (result.error) {
      const data = 'status' in result.error ? result.error.data : undefined;
      const text = typeof data === 'string' && data ? data : errorMessage(result.error, t, i18n.language);
      notify({ severity: 'error', text });
      return;
    }
    if (result.data) saveObjectUrl(result.data.url, result.data.fileName ?? fallbackName);
  }
  return { exportPdf: run, exporting: isLoading };
}
