const MAX_NAME_LENGTH = 200;

/**
 * A client's file name made safe to keep and show: no folders, no control characters, bounded
 * length. It is only ever stored as text (originalName) and used inside zips, never as a path.
 */
export function safeFileName(name: string | undefined, fallback = 'file'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').replace(/^[\s.]+|[\s.]+$/g, '');
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
