import { useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIST_CSV_MAX_BYTES, type ProjectFieldListBulkReply } from '@fieldwork/contracts';
import { errorMessage } from '../../app/errors/errorMessages';
import { useImportProjectFieldListMutation } from './projectFieldsApi';

interface ListImportDialogProps {
  group: string;
  label: string;
  projectId: string | null;
  onClose: () => void;
}

/**
 * Imports a list group from a CSV file (one item a line: label, value), then shows how many were
 * added and each refused line with its number and reason. The file stays chosen after a failure.
 */
export function ListImportDialog({ group, label, projectId, onClose }: ListImportDialogProps) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const [own, setOwn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ProjectFieldListBulkReply | null>(null);
  const [importList, { isLoading }] = useImportProjectFieldListMutation();
  const tooBig = file !== null && file.size > PROJECT_LIST_CSV_MAX_BYTES;

  async function submit() {
    if (!file || tooBig) return;
    setError(null);
    const result = await importList({ group, file, project: own && projectId ? projectId : null });
    if ('error' in result) setError(errorMessage(result.error, t, i18n.language));
    else setReport(result.data);
  }

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="list-import-title">
      <DialogTitle id="list-import-title">{t('projectFields.import.title', { label })}</DialogTitle>
      <DialogContent>
        {report ? (
          <Stack spacing={2}>
            <Alert severity={report.rejected > 0 ? 'warning' : 'success'} role="status">
              {t('projectFields.import.done', { inserted: report.inserted, rows: report.rows, rejected: report.rejected })}
            </Alert>
            {report.report.length > 0 && (
              <Box sx={{ maxHeight: 320, overflow: 'auto' }}>
                <Table size="small" stickyHeader aria-label={t('projectFields.import.rejectedLines')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('projectFields.import.line')}</TableCell>
                      <TableCell>{t('projectFields.import.reason')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.report.map((row) => (
                      <TableRow key={`${row.line}-${row.reason}`}>
                        <TableCell>{row.line}</TableCell>
                        <TableCell><bdi>{row.reason}</bdi></TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            {report.rejected > report.report.length && (
              <Typography variant="body2" color="text.secondary">{t('projectFields.import.moreRejected', { count: report.rejected - report.report.length })}</Typography>
            )}
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">{t('projectFields.import.help')}</Typography>
            <Box>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                {t('projectFields.import.choose')}
                <input
                  hidden
                  type="file"
                  accept=".csv,text/csv"
                  data-testid="list-import-input"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setError(null);
                  }}
                />
              </Button>
              {file && <Typography variant="body2" sx={{ mt: 1 }}><bdi>{file.name}</bdi></Typography>}
            </Box>
            {projectId && (
              <FormControlLabel control={<Checkbox checked={own} onChange={(e) => setOwn(e.target.checked)} />} label={t('projectFields.list.onlyThisProject')} />
            )}
            {tooBig && <Alert severity="error">{t('projectFields.import.tooBig')}</Alert>}
            {error && <Alert severity="error" role="alert">{error}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {report ? (
          <Button variant="contained" onClick={onClose}>{t('projectFields.close')}</Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('projectFields.cancel')}</Button>
            <Button variant="contained" onClick={() => void submit()} disabled={!file || tooBig || isLoading}>
              {isLoading ? t('projectFields.import.importing') : t('projectFields.import.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
