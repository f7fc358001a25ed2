import { useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { buildBlueprintExport, exportInputOf, type PlanScale, type PlanSize } from '@fieldwork/blueprint-core';
import type { ExportCrop, PlanFile } from '@fieldwork/contracts';
import { MOBILE_BREAKPOINT } from '../../../app/theme/createAppTheme';
import { formatDisplayDateTime } from '../../../components/attachments/displayDate';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useExportBlueprintPdfMutation } from '../blueprintsApi';
import type { EditorElement, ElementContext } from '../model';
import { cropFromPreview, previewScale } from './crop';

export interface PdfExportWizardProps {
  open: boolean;
  onClose(): void;
  file: PlanFile;
  planSize: PlanSize;
  /** The plan page as an image (object URL or data URL), for the crop preview; null while not rendered. */
  pageImageUrl: string | null;
  /** The elements to export; hidden ones are left out. */
  elements: readonly EditorElement[];
  context: ElementContext;
  scale: PlanScale;
  selection: { job?: string; question?: string };
}

type WizardStep = 0 | 1 | 2;

/** A measure with two decimals in the user's language. */
function useNumber() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return (value: number) => format.format(value);
  }, [i18n.language]);
}

function Swatch({ color }: { color: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Box aria-hidden component="span" sx={{ display: 'inline-block', width: 16, height: 16, borderRadius: 0.5, bgcolor: color, border: 1, borderColor: 'divider', verticalAlign: 'middle' }} />
      <Box component="span" sx={visuallyHidden}>
        {t('blueprints.pdf.swatch', { color })}
      </Box>
    </>
  );
}

interface CropStepProps {
  planSize: PlanSize;
  pageImageUrl: string | null;
  crop: ExportCrop | null;
  onCrop(crop: ExportCrop | null): void;
}

/** Step 1: the plan in a preview of at most 500 x 600, with a rectangle dragged over it. */
function CropStep({ planSize, pageImageUrl, crop, onCrop }: CropStepProps) {
  const { t } = useTranslation();
  const scale = previewScale(planSize);
  const box = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ start: { x: number; y: number }; end: { x: number; y: number } } | null>(null);
  const at = (event: ReactPointerEvent) => {
    const rect = box.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const shown = drag
    ? cropFromPreview(drag.start, drag.end, scale, planSize)
    : crop;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">{t('blueprints.pdf.cropHint')}</Typography>
      {pageImageUrl === null && <Alert severity="info">{t('blueprints.pdf.noImage')}</Alert>}
      <Box
        ref={box}
        role="img"
        aria-label={t('blueprints.pdf.cropArea')}
        data-testid="crop-area"
        // Pointer coordinates are read left to right whatever the language: the plan is not mirrored.
        dir="ltr"
        onPointerDown={(event) => {
          if (!box.current) return;
          box.current.setPointerCapture?.(event.pointerId);
          const point = at(event);
          setDrag({ start: point, end: point });
        }}
        onPointerMove={(event) => {
          if (drag) setDrag({ ...drag, end: at(event) });
        }}
        onPointerUp={(event) => {
          if (!drag) return;
          const next = cropFromPreview(drag.start, at(event), scale, planSize);
          setDrag(null);
          if (next) onCrop(next);
        }}
        onPointerCancel={() => setDrag(null)}
        sx={{
          position: 'relative',
          width: planSize.width * scale,
          height: planSize.height * scale,
          maxWidth: '100%',
          mx: 'auto',
          bgcolor: 'grey.100',
          border: 1,
          borderColor: 'divider',
          touchAction: 'none',
          cursor: 'crosshair',
          userSelect: 'none',
          overflow: 'hidden',
        }}
      >
        {pageImageUrl && (
          <img src={pageImageUrl} alt="" draggable={false} style={{ width: '100%', height: '100%', display: 'block', pointerEvents: 'none' }} />
        )}
        {shown && (
          <Box
            data-testid="crop-rect"
            sx={{
              position: 'absolute',
              left: shown.x * scale,
              top: shown.y * scale,
              width: shown.width * scale,
              height: shown.height * scale,
              border: '2px dashed',
              borderColor: 'primary.main',
              boxShadow: '0 0 0 9999px rgba(0,0,0,0.35)',
              pointerEvents: 'none',
            }}
          />
        )}
      </Box>
      {crop && (
        <Box>
          <Button size="small" onClick={() => onCrop(null)}>
            {t('blueprints.pdf.resetCrop')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/**
 * The PDF export wizard (spec 3 section 2): crop the plan (Cancel, Crop), read the summary
 * (Back, Download), then 'Pdf loading' while the server draws the elements over the original
 * page; the link it returns opens in a new tab. A failure keeps the crop and the selection and
 * offers a retry.
 */
export function PdfExportWizard({ open, onClose, file, planSize, pageImageUrl, elements, context, scale, selection }: PdfExportWizardProps) {
  const { t, i18n } = useTranslation();
  const fullScreen = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const number = useNumber();
  const [step, setStep] = useState<WizardStep>(0);
  const [crop, setCrop] = useState<ExportCrop | null>(null);
  const [exportPdf, result] = useExportBlueprintPdfMutation();

  const visible = useMemo(() => elements.filter((e) => e.visible), [elements]);
  const summary = useMemo(() => {
    const inputs = visible.map((e) => exportInputOf(e, context.definitionsById.get(e.elementId), file.name));
    return buildBlueprintExport(inputs, scale);
  }, [visible, context, file.name, scale]);

  const inches = scale.unit === 'Inches';
  const unit = inches ? 'in' : 'm';
  const measure = (length: number | null, area: number | null) =>
    [length !== null ? `${number(length)} ${unit}` : null, area !== null ? `${number(area)} ${unit}²` : null].filter(Boolean).join(' · ') || '—';

  const download = () => {
    setStep(2);
    // Naming the job and question too is only right when every element is that job's: the server reads them as a further filter.
    const ofSelection = selection.job !== undefined && visible.every((e) => e.job === selection.job && (selection.question === undefined || e.question === selection.question));
    exportPdf({
      file: file._id,
      page: 1,
      ...(crop ? { crop } : {}),
      ...(ofSelection ? { job: selection.job, ...(selection.question !== undefined ? { question: selection.question } : {}) } : {}),
      elementIds: visible.map((e) => e._id),
      lang: i18n.language === 'he' ? 'he' : 'en',
    })
      .unwrap()
      .then((reply) => window.open(reply.link, '_blank', 'noopener'))
      .catch(() => undefined);
  };

  const close = () => {
    if (result.isLoading) return;
    setStep(0);
    result.reset();
    onClose();
  };

  const steps = [t('blueprints.pdf.cropStep'), t('blueprints.pdf.summaryStep'), t('blueprints.pdf.loadingStep')];
  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="pdf-export-title">
      <DialogTitle id="pdf-export-title">{t('blueprints.pdf.title')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 2 }}>
          {steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && <CropStep planSize={planSize} pageImageUrl={pageImageUrl} crop={crop} onCrop={setCrop} />}
        {step === 1 && (
          <Stack spacing={2}>
            {summary.rows.length === 0 && <Alert severity="info">{t('blueprints.pdf.noElements')}</Alert>}
            {summary.rows.length > 0 && (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={t('blueprints.pdf.summaryStep')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('blueprints.pdf.color')}</TableCell>
                      <TableCell>{t('blueprints.pdf.jobTime')}</TableCell>
                      <TableCell>{t('blueprints.pdf.jobNo')}</TableCell>
                      <TableCell>{t('blueprints.pdf.name')}</TableCell>
                      <TableCell>{t('blueprints.pdf.measure')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {summary.rows.map((row, index) => {
                      const job = context.jobsById.get(visible[index]!.job);
                      const time = job ? formatDisplayDateTime(job.startDate ?? job.created_at) : null;
                      return (
                        <TableRow key={visible[index]!._id}>
                          <TableCell>
                            <Swatch color={row.color} />
                          </TableCell>
                          <TableCell>
                            <bdi>{time ?? '—'}</bdi>
                          </TableCell>
                          <TableCell>{job ? job.ID : '—'}</TableCell>
                          <TableCell>
                            <bdi>{row.name}</bdi>
                          </TableCell>
                          <TableCell>
                            <bdi>{measure(row.totalLength, row.totalArea)}</bdi>
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </Box>
            )}
            <Typography variant="subtitle2" component="h3" id="pdf-total-per-name">
              {t('blueprints.pdf.totalPerName')}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="pdf-total-per-name">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('blueprints.pdf.color')}</TableCell>
                    <TableCell>{t('blueprints.pdf.name')}</TableCell>
                    <TableCell>{t('blueprints.pdf.count')}</TableCell>
                    <TableCell>{t('blueprints.pdf.measure')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {summary.totalsPerName.map((total) => (
                    <TableRow key={total.name}>
                      <TableCell>
                        <Swatch color={total.color} />
                      </TableCell>
                      <TableCell>
                        <bdi>{total.name}</bdi>
                      </TableCell>
                      <TableCell>{total.count}</TableCell>
                      <TableCell>
                        <bdi>{measure(total.totalLength, total.totalArea)}</bdi>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <Typography variant="subtitle2" component="h3" id="pdf-total">
              {t('blueprints.pdf.total')}
            </Typography>
            <Table size="small" aria-labelledby="pdf-total" sx={{ maxWidth: 400 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t(inches ? 'blueprints.pdf.totalLengthInches' : 'blueprints.pdf.totalLength')}</TableCell>
                  <TableCell>{t(inches ? 'blueprints.pdf.totalAreaInches' : 'blueprints.pdf.totalArea')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  <TableCell>
                    <bdi>{number(summary.totals.length)}</bdi>
                  </TableCell>
                  <TableCell>
                    <bdi>{number(summary.totals.area)}</bdi>
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Stack>
        )}
        {step === 2 && (
          <Stack spacing={2} alignItems="center" sx={{ py: 3 }}>
            {result.isLoading && (
              <>
                <CircularProgress aria-hidden />
                <Typography role="status">{t('blueprints.pdf.loading')}</Typography>
              </>
            )}
            {result.isSuccess && (
              <>
                <Typography role="status">{t('blueprints.pdf.ready')}</Typography>
                <Link href={result.data.link} target="_blank" rel="noopener">
                  {t('blueprints.pdf.open')}
                </Link>
              </>
            )}
            {result.isError && (
              <Alert severity="error" role="alert" action={<Button color="inherit" size="small" onClick={download}>{t('blueprints.pdf.retry')}</Button>}>
                {t('blueprints.pdf.failed')}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {step === 0 && (
          <>
            <Button onClick={close}>{t('blueprints.pdf.cancel')}</Button>
            <Button variant="contained" onClick={() => setStep(1)}>
              {t('blueprints.pdf.crop')}
            </Button>
          </>
        )}
        {step === 1 && (
          <>
            <Button onClick={() => setStep(0)}>{t('blueprints.pdf.back')}</Button>
            <Button variant="contained" onClick={download} disabled={visible.length === 0}>
              {t('blueprints.pdf.download')}
            </Button>
          </>
        )}
        {step === 2 && (
          <>
            <Button onClick={() => { result.reset(); setStep(1); }} disabled={result.isLoading}>
              {t('blueprints.pdf.back')}
            </Button>
            <Button onClick={close} disabled={result.isLoading}>
              {t('blueprints.pdf.close')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
