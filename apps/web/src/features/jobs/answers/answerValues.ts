/**
 * Answer values as the panel shows them (spec 2 section 2, "Answer display in the panel"): pure
 * helpers over the loose `value` an answer carries, whatever its question's type wrote.
 */

/** Lists, project lists and project tables show this many items, then 'View More'. */
export const SHOWN_ITEMS = 3;
/** Rich text shows its first blocks, then a see-more marker. */
export const SHOWN_BLOCKS = 3;

/** An Israeli-style mobile number (spec 2 section 2): 05 and 8 more digits, spaced or dashed as people write them. */
const MOBILE_RE = /^05\d(?:[\s-]?\d){7}$/;

export function isMobileNumber(text: string): boolean {
  return MOBILE_RE.test(text.trim());
}

/** The tel: link of a number: its digits only. */
export function telHref(text: string): string {
  return `tel:${text.replace(/[^\d+]/g, '')}`;
}

/** One item of a list answer as text: a string or number, or an object's label, name or value. */
export function itemText(item: unknown): string {
  if (item === null || item === undefined) return '';
  if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') return String(item);
  if (typeof item === 'object') {
    const record = item as Record<string, unknown>;
    for (const key of ['label', 'name', 'title', 'value']) {
      if (typeof record[key] === 'string' || typeof record[key] === 'number') return String(record[key]);
    }
    return Object.values(record)
      .filter((v) => typeof v === 'string' || typeof v === 'number')
      .join(' · ');
  }
  return '';
}

/** A list answer's items (one value is a list of one); empty items are left out. */
export function listItems(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];
  return items.map(itemText).filter((text) => text.trim() !== '');
}

/** A project table's rows, each as one line of its values. */
export function tableRows(value: unknown): string[] {
  const rows = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return rows
    .map((row) =>
      row && typeof row === 'object' && !Array.isArray(row)
        ? Object.values(row as Record<string, unknown>)
            .map(itemText)
            .filter(Boolean)
            .join(' · ')
        : itemText(row),
    )
    .filter(Boolean);
}

const BLOCKS = 'p, div, h1, h2, h3, h4, h5, h6, li, blockquote, pre';

/**
 * Rich text as its blocks of plain text (paragraphs, headings, list items): markup is read, never
 * rendered. HTML, editor blocks ({ blocks: [{ text }] }) and plain text with line breaks all work.
 */
export function richTextBlocks(value: unknown): string[] {
  if (value && typeof value === 'object' && Array.isArray((value as { blocks?: unknown }).blocks)) {
    return ((value as { blocks: unknown[] }).blocks)
      .map((block) => {
        if (!block || typeof block !== 'object') return itemText(block);
        const b = block as { text?: unknown; data?: { text?: unknown } };
        return typeof b.text === 'string' ? b.text : typeof b.data?.text === 'string' ? stripTags(b.data.text) : '';
      })
      .map((text) => text.trim())
      .filter(Boolean);
  }
  if (typeof value !== 'string' || !value.trim()) return [];
  if (!/<[a-z][\s\S]*>/i.test(value)) return value.split(/\n+/).map((line) => line.trim()).filter(Boolean);
  const body = new DOMParser().parseFromString(value, 'text/html').body;
  // The innermost blocks: a list item inside a div is one block, not two.
  const leaves = Array.from(body.querySelectorAll(BLOCKS)).filter((el) => !el.querySelector(BLOCKS));
  const blocks = leaves.map((el) => el.textContent?.trim() ?? '').filter(Boolean);
  if (blocks.length === 0 && body.textContent?.trim()) blocks.push(body.textContent.trim());
  return blocks;
}

function stripTags(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** A duration in seconds as HH:MM:SS (the punch clock's reading). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** A punch clock's duration: from its start and end when both are known, else the answer's own (seconds). */
export function punchSeconds(answer: { punchStart: string | null; punchEnd: string | null; punchDuration: number | null }): number | null {
  if (answer.punchStart && answer.punchEnd) {
    const ms = Date.parse(answer.punchEnd) - Date.parse(answer.punchStart);
    if (Number.isFinite(ms) && ms >= 0) return ms / 1000;
  }
  return answer.punchDuration;
}

/** Whether a text is an instant (ISO date and time) rather than a clock time ("08:30"). */
export function isInstant(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T/.test(text);
}
