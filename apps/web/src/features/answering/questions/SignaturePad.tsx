import { useEffect, useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_DATA_URL_PREFIX } from '@fieldwork/contracts';
import type { AnswerDraft, AnswerIssues } from '../types';
import { FieldIssue, type FieldIds } from './fieldParts';

const PAD_HEIGHT = 160;

export interface SignaturePadProps {
  draft: AnswerDraft;
  onSignature: (signature: string | null) => void;
  ids: FieldIds;
  issues?: AnswerIssues;
  readOnly: boolean;
}

/** What shows a signature already given: the PNG drawn here, or the kept one's signed link. */
export function signatureImage(draft: AnswerDraft): string | null {
  if (draft.signature?.startsWith(SIGNATURE_DATA_URL_PREFIX)) return draft.signature;
  return draft.signature ? (draft.signatureUrl ?? null) : null;
}

/**
 * The signature section (spec 2 section 2): a pen canvas drawn with pointer events (finger, pen
 * or mouse; touch-action none so a phone does not scroll while signing), exported as a PNG data
 * URL into the answer's signature when each stroke ends, and a clear button. A signature already
 * given is shown as its picture until cleared. Keyboard users are told plainly that signing needs
 * a pointer.
 */
export function SignaturePad({ draft, onSignature, ids, issues, readOnly }: SignaturePadProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ x: number; y: number } | null>(null);
  // What was drawn here stays on the canvas (strokes add up); a signature from elsewhere shows as its picture.
  const [drawnHere, setDrawnHere] = useState<string | null>(null);
  const given = draft.signature && draft.signature === drawnHere ? null : signatureImage(draft);
  const noteId = ids.part('signature-note');

  // The canvas is sized to its box in device pixels, so strokes are sharp on a phone.
  useEffect(() => {
    const element = canvas.current;
    if (!element || given) return;
    const ratio = window.devicePixelRatio || 1;
    const width = element.clientWidth || 320;
    element.width = Math.round(width * ratio);
    element.height = Math.round(PAD_HEIGHT * ratio);
    const context = element.getContext?.('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.2;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = theme.palette.text.primary;
  }, [given, theme.palette.text.primary]);

  // The pad's box may have changed size since the canvas was sized (a phone turned): points are
  // mapped from the box to the canvas's own units.
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const element = event.currentTarget;
    const box = element.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    const sx = box.width > 0 && element.width > 0 ? element.width / ratio / box.width : 1;
    const sy = box.height > 0 && element.height > 0 ? element.height / ratio / box.height : 1;
    return { x: (event.clientX - box.left) * sx, y: (event.clientY - box.top) * sy };
  };
  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    if (readOnly) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = point(event);
    drawing.current = at;
    const context = event.currentTarget.getContext?.('2d');
    context?.beginPath();
    context?.arc(at.x, at.y, 1, 0, Math.PI * 2);
    context?.fill?.();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = drawing.current;
    if (!from) return;
    const to = point(event);
    const context = event.currentTarget.getContext?.('2d');
    if (context) {
      context.beginPath();
      context.moveTo(from.x, from.y);
      context.lineTo(to.x, to.y);
      context.stroke();
    }
    drawing.current = to;
  };
  const up = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = null;
    const element = event.currentTarget;
    if (!element.getContext?.('2d')) return;
    const png = element.toDataURL('image/png');
    if (typeof png === 'string' && png.startsWith(SIGNATURE_DATA_URL_PREFIX)) {
      setDrawnHere(png);
      onSignature(png);
    }
  };
  const clear = () => {
    const element = canvas.current;
    const context = element?.getContext?.('2d');
    if (element && context) context.clearRect(0, 0, element.width, element.height);
    setDrawnHere(null);
    onSignature(null);
  };

  return (
    <Stack spacing={0.75} data-testid="signature-section" component="section" aria-labelledby={ids.part('signature-title')}>
      <Typography id={ids.part('signature-title')} variant="subtitle2" component="h4">
        {t('questionFields.signature.title')}
      </Typography>
      {given ? (
        <Box
          component="img"
          src={given}
          alt={t('questionFields.signature.signed')}
          sx={{ height: PAD_HEIGHT, maxWidth: '100%', objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: '#fff', alignSelf: 'flex-start' }}
        />
      ) : readOnly ? (
        <Typography variant="body2" color="text.secondary">
          {t('questionFields.signature.empty')}
        </Typography>
      ) : (
        <Box
          component="canvas"
          ref={canvas}
          role="img"
          aria-label={t('questionFields.signature.pad')}
          aria-describedby={noteId}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          onPointerLeave={(event: PointerEvent<HTMLCanvasElement>) => drawing.current && up(event)}
          data-testid="signature-pad"
          sx={{
            display: 'block',
            width: '100%',
            height: PAD_HEIGHT,
            touchAction: 'none',
            cursor: 'crosshair',
            border: 1,
            borderStyle: 'dashed',
            borderColor: issues?.signature ? 'error.main' : 'divider',
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        />
      )}
      {!readOnly && (
        <Typography id={noteId} variant="caption" color="text.secondary">
          {t('questionFields.signature.keyboardNote')}
        </Typography>
      )}
      {!readOnly && (
        <Button size="small" onClick={clear} disabled={!draft.signature} sx={{ alignSelf: 'flex-start' }}>
          {t('questionFields.signature.clear')}
        </Button>
      )}
      <FieldIssue ids={ids} path="signature" issues={issues} />
    </Stack>
  );
}
