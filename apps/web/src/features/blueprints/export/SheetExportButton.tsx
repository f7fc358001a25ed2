import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { useExportMarkingsSheetMutation } from '../blueprintsApi';

export interface SheetExportButtonProps {
  /** The plan (asset id) and its name, which names the file saved. */
  file: string;
  planName: string;
  job?: string;
  question?: string;
  /** Named elements only; without them, every visible element of the selection. */
  elementIds?: readonly string[];
  /** An icon button in the toolbar rather than a text button. */
  compact?: boolean;
}

/** Saves a blob under a name, through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The spreadsheet export (spec 3 section 7): POST /v2/blueprints/markings/export, the server
 * measuring every element, and the workbook saved as '<plan name> markings.xlsx'.
 */
export function SheetExportButton({ file, planName, job, question, elementIds, compact }: SheetExportButtonProps) {
  const { t } = useTranslation();
  const [exportSheet, { isLoading, isError }] = useExportMarkingsSheetMutation();
  const run = () => {
    exportSheet({
      file,
      ...(job !== undefined ? { job } : {}),
      ...(question !== undefined ? { question } : {}),
      ...(elementIds !== undefined ? { elementIds: [...elementIds] } : {}),
    })
      .unwrap()
      .then((blob) => saveBlob(blob, `${planName.replace(/\.pdf$/i, '')} markings.xlsx`))
      .catch(() => undefined);
  };
  return (
    <Box>
      <Button
        onClick={run}
        disabled={isLoading}
        startIcon={isLoading ? <CircularProgress size={16} aria-hidden /> : <TableChartOutlined />}
        aria-label={compact ? t('blueprints.sheet.export') : undefined}
      >
        {isLoading ? t('blueprints.sheet.exporting') : compact ? null : t('blueprints.sheet.export')}
      </Button>
      {isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('blueprints.sheet.failed')}
        </Alert>
      )}
    </Box>
  );
}
