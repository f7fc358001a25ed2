import { useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import { useTranslation } from 'react-i18next';

/** The part of the Shape Detection API's BarcodeDetector used here (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** The browser's BarcodeDetector, when it has one. */
export function barcodeDetector(): BarcodeDetectorClass | null {
  const found = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof found === 'function' ? found : null;
}

/** Reads the first QR code in a picture; null when there is none or it cannot be read. */
export async function readQrCode(file: Blob, Detector: BarcodeDetectorClass | null = barcodeDetector()): Promise<string | null> {
  if (!Detector) return null;
  try {
    const source = typeof createImageBitmap === 'function' ? await createImageBitmap(file) : file;
    const codes = await new Detector({ formats: ['qr_code'] }).detect(source as ImageBitmapSource);
    const value = codes.find((c) => c.rawValue.trim() !== '')?.rawValue ?? null;
    if (source && typeof (source as ImageBitmap).close === 'function') (source as ImageBitmap).close();
    return value;
  } catch {
    return null;
  }
}

/**
 * Scans a QR code into a text answer: the camera (or a picture from the device) through a file
 * input, read by the browser's BarcodeDetector. Offered only where the browser can read codes;
 * a picture without a readable code says 'Failed to read QR code'.
 */
export function QrScanButton({ onRead, onFailed, describedBy }: { onRead: (text: string) => void; onFailed: (message: string | null) => void; describedBy?: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (!barcodeDetector()) return null;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="qr-input"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          const text = await readQrCode(file);
          setBusy(false);
          if (text === null) onFailed(t('questionFields.qr.failed'));
          else {
            onFailed(null);
            onRead(text);
          }
        }}
      />
      <Tooltip title={t('questionFields.qr.scan')}>
        <span>
          <IconButton size="small" edge="end" aria-label={t('questionFields.qr.scan')} aria-describedby={describedBy} disabled={busy} onClick={() => input.current?.click()}>
            <QrCodeScanner fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
