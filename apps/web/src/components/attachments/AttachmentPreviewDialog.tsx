import { useEffect, useRef, useState } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { formatBytes, type Asset } from '@fieldwork/contracts';
import { KindIcon, previewKindOf } from './assetKind';
import { ImagePreview } from './ImagePreview';
import { PdfPages } from './PdfPages';
import { UploadTime } from './UploadTime';

export interface AttachmentPreviewDialogProps {
  /** The file to show; null closes the dialog. */
  asset: Asset | null;
  onClose: () => void;
  /**
   * The files Previous, Next and the arrow keys step through, in screen order (the page on
   * screen). Without it, or when `asset` is not among them, only `asset` is shown.
   */
  assets?: readonly Asset[];
  /**
   * Called with the file to show when the user steps, for a parent that keeps the shown file in
   * its state. Without it the dialog steps on its own, until `asset` changes.
   */
  onNavigate?: (asset: Asset, index: number) => void;
}

/**
 * A file in a dialog (full screen on a phone): image, PDF pages or video, and its download; with
 * `assets`, Previous and Next (buttons and arrow keys, mirrored right to left) through the list.
 */
export function AttachmentPreviewDialog({ asset, onClose, assets, onNavigate }: AttachmentPreviewDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  // Where the dialog stepped on its own, from which opened file: another `asset`, or closing, starts over.
  const [stepped, setStepped] = useState<{ from: string; to: Asset } | null>(null);
  if (asset === null && stepped) setStepped(null);

  const requested = !onNavigate && asset && stepped?.from === asset.assetId ? stepped.to : asset;
  const list = assets ?? [];
  const index = requested ? list.findIndex((a) => a.assetId === requested.assetId) : -1;
  // The list's copy is the fresher one (after a rotation, say).
  const shown = list[index] ?? requested;
  const count = index >= 0 ? list.length : 0;
  const hasPrevious = index > 0;
  const hasNext = index >= 0 && index < count - 1;

  // After a step, a button disabled at the end of the list must not keep (or drop) the focus: it
  // goes to the other button, so the arrow keys, Escape and Tab still work in the dialog.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    const stranded = !active || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
    if (!stranded) return;
    (hasNext ? nextButton.current : previousButton.current)?.focus();
  }, [index, hasNext]);

  function go(step: -1 | 1) {
    const target = index + step;
    const next = index >= 0 ? list[target] : undefined;
    if (!asset || !next) return;
    refocus.current = true;
    if (onNavigate) onNavigate(next, target);
    else setStepped({ from: asset.assetId, to: next });
  }

  function onKeyDown(event: globalThis.KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (usesArrowKeys(event.target)) return;
    // Next is the way the text runs: right in English, left in Hebrew.
    const forward = (event.key === 'ArrowRight') !== rtl;
    if (forward ? !hasNext : !hasPrevious) return;
    event.preventDefault();
    go(forward ? 1 : -1);
  }

  // Heard on the window while open: a list behind the dialog that focuses its stepped-to row, or
  // a button disabled at the end of the list, must not take the arrow keys away from the dialog.
  const keyHandler = useRef(onKeyDown);
  keyHandler.current = onKeyDown;
  const open = asset !== null;
  useEffect(() => {
    if (!open) return undefined;
    const listener = (event: globalThis.KeyboardEvent) => keyHandler.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="attachment-preview-title"
    >
      {shown && (
        <>
          <DialogTitle id="attachment-preview-title" sx={{ paddingInlineEnd: 7, overflowWrap: 'anywhere' }}>
            <bdi>{shown.originalName}</bdi>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
              <bdi>{formatBytes(shown.size)}</bdi>
              <UploadTime iso={shown.created_at} />
              {shown.uploadedByName && <span>{t('attachments.uploadedBy', { name: shown.uploadedByName })}</span>}
            </Typography>
            <IconButton onClick={onClose} aria-label={t('common.close')} sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          {/* Keyed by file: each one opens at its top, with its own loading state. */}
          <DialogContent key={shown.assetId} dividers data-testid="attachment-preview">
            <PreviewBody asset={shown} />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {count > 1 && (
              <Stack direction="row" sx={{ alignItems: 'center', marginInlineEnd: 'auto' }}>
                <IconButton ref={previousButton} onClick={() => go(-1)} disabled={!hasPrevious} aria-label={t('attachments.previous')}>
                  {rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
                </IconButton>
                <Typography variant="body2" aria-hidden data-testid="attachment-position" sx={{ minWidth: '4.5em', textAlign: 'center' }}>
                  {t('attachments.position', { position: index + 1, count })}
                </Typography>
                <IconButton ref={nextButton} onClick={() => go(1)} disabled={!hasNext} aria-label={t('attachments.next')}>
                  {rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
                </IconButton>
                <Box role="status" sx={visuallyHidden}>
                  {t('attachments.positionStatus', { position: index + 1, count, name: shown.originalName })}
                </Box>
              </Stack>
            )}
            <Button onClick={onClose}>{t('common.close')}</Button>
            <Button variant="contained" startIcon={<DownloadIcon />} component="a" href={shown.Location} download={shown.originalName}>
              {t('attachments.download')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** Where the arrow keys already mean something: a text field moves its caret, a video seeks. */
function usesArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO', 'AUDIO'].includes(target.tagName);
}

/** Read by a screen reader, not shown: the position is on screen as "3 / 12" beside the buttons. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

function PreviewBody({ asset }: { asset: Asset }) {
  const { t } = useTranslation();
  const kind = previewKindOf(asset);
  if (kind === 'image') return <ImagePreview asset={asset} />;
  if (kind === 'pdf') return <PdfPages asset={asset} />;
  if (kind === 'video') {
    return (
      <video controls preload="metadata" src={asset.Location} style={{ display: 'block', width: '100%', maxHeight: '70vh', background: '#000' }}>
        {t('attachments.noVideo')}
      </video>
    );
  }
  return (
    <Stack sx={{ alignItems: 'center', py: 6, gap: 1.5, textAlign: 'center' }}>
      <KindIcon kind={kind} sx={{ fontSize: 64 }} color="action" aria-hidden />
      <Typography color="text.secondary">{t('attachments.noPreview')}</Typography>
    </Stack>
  );
}
