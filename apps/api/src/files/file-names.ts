const MAX_NAME_LENGTH = 200;

/**
 * Control characters (C0, DEL, C1), the bidi embeddings, overrides and isolates, zero-width
 * characters and the byte-order mark (so invoice\u202egnp.exe cannot display as invoiceexe.png),
 * and the characters Windows refuses in names.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff<>:"|?*]/g;

/**
 * A client's file name made safe to keep and show: no folders, no control characters, bounded
 * length. It is only ever stored as text (originalName) and used inside zips, never as a path.
 */
export function safeFileName(name: string | undefined, fallback = 'file'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_CHARACTERS, '').replace(/^[\s.]+|[\s.]+$/g, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
}

/**
 * Names made unique (case-insensitively, as on Windows and macOS) by ' (2)', ' (3)' before the
 * extension: ['a.jpg', 'a.jpg', 'A.jpg'] -> ['a.jpg', 'a (2).jpg', 'A (3).jpg'].
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const name = safeFileName(raw);
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const ext = dot > 0 ? name.slice(dot) : '';
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * The name with the extension of what the file is: a PNG uploaded as poly.html downloads as
 * poly.png, a name without an extension gets one. `extensions` are the detected kind's, the
 * first being the one to use.
 */
export function nameForContent(name: string, extensions: readonly string[]): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (extensions.includes(ext)) return name;
  return `${stem}.${extensions[0]}`;
}
