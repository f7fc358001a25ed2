import { formatDisplayDateTime } from './displayDate';

/**
 * An upload date as the spec writes it, 'DD/MM/YY, HH:mm'; nothing when the value is unreadable.
 * `dir` isolates it left to right, so a Hebrew line does not move the time before the date.
 */
export function UploadTime({ iso }: { iso: string }) {
  const text = formatDisplayDateTime(iso);
  if (!text) return null;
  return (
    <time dateTime={iso} dir="ltr">
      {text}
    </time>
  );
}
