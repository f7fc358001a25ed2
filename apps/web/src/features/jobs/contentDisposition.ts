/**
 * The file name a Content-Disposition header gives (RFC 6266): `filename*` (UTF-8, percent
 * encoded: a Hebrew name survives) before `filename`; null when it names none. Path parts are
 * dropped, so a name can never point outside the downloads folder.
 */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return baseName(decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, '')));
    } catch {
      // A malformed escape: the plain filename below, if any.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!.trim();
  return baseName(name);
}

function baseName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base || null;
}
