import type { ReactNode } from 'react';

/**
 * A translated text with one `<tag>…</tag>` in it (a link, an address to keep left to right),
 * the tagged part rendered by `wrap`. Translators move the tag with the words. Lighter than
 * react-i18next's Trans, whose parser would join the first load's vendor chunk.
 */
export function TaggedText({ text, tag, wrap }: { text: string; tag: string; wrap: (inner: string) => ReactNode }) {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const start = text.indexOf(open);
  const end = text.indexOf(close, start + open.length);
  if (start < 0 || end < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, start)}
      {wrap(text.slice(start + open.length, end))}
      {text.slice(end + close.length)}
    </>
  );
}
