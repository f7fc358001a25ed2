import type { RichTextBlock, RichTextValue } from '@fieldwork/contracts';

/**
 * The rich text editor's mapping between its contentEditable DOM and the stored value
 * (contracts' richTextValueSchema, ADR 0044): blocks p, h1 to h4, ul and ol items, each of runs
 * {text, bold, italic, underline, mention}. Only these survive: any other markup a browser or a
 * paste brings is read as plain text in a paragraph.
 */

type Run = RichTextBlock['children'][number];
type Marks = Pick<Run, 'bold' | 'italic' | 'underline'>;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function runHtml(run: Run): string {
  let html = escape(run.text).replace(/\n/g, '<br>');
  if (run.mention) {
    html = `<span data-mention="${escape(run.mention)}" contenteditable="false" class="rt-mention">${html}</span>`;
  }
  if (run.underline) html = `<u>${html}</u>`;
  if (run.italic) html = `<em>${html}</em>`;
  if (run.bold) html = `<strong>${html}</strong>`;
  return html;
}

function blockInner(block: RichTextBlock): string {
  const inner = block.children.map(runHtml).join('');
  return inner === '' ? '<br>' : inner;
}

/** The editor's HTML of a value: list items of a kind in a row share their list. */
export function blocksToHtml(value: RichTextValue | null | undefined): string {
  if (!value || value.blocks.length === 0) return '<p><br></p>';
  const parts: string[] = [];
  let list: 'ul' | 'ol' | null = null;
  for (const block of value.blocks) {
    if (block.type === 'ul' || block.type === 'ol') {
      if (list !== block.type) {
        if (list) parts.push(`</${list}>`);
        parts.push(`<${block.type}>`);
        list = block.type;
      }
      parts.push(`<li>${blockInner(block)}</li>`);
      continue;
    }
    if (list) {
      parts.push(`</${list}>`);
      list = null;
    }
    parts.push(`<${block.type}>${blockInner(block)}</${block.type}>`);
  }
  if (list) parts.push(`</${list}>`);
  return parts.join('');
}

const BLOCK_TAGS: Record<string, RichTextBlock['type']> = { P: 'p', DIV: 'p', H1: 'h1', H2: 'h2', H3: 'h3', H4: 'h4', H5: 'h4', H6: 'h4' };

function marksOf(element: Element, marks: Marks): Marks {
  const tag = element.tagName;
  const style = (element as HTMLElement).style;
  const next = { ...marks };
  if (tag === 'B' || tag === 'STRONG' || style?.fontWeight === 'bold' || Number(style?.fontWeight) >= 600) next.bold = true;
  if (tag === 'I' || tag === 'EM' || style?.fontStyle === 'italic') next.italic = true;
  if (tag === 'U' || style?.textDecoration?.includes('underline') || style?.textDecorationLine?.includes('underline')) next.underline = true;
  return next;
}

function pushRun(runs: Run[], run: Run) {
  if (run.text === '') return;
  const last = runs[runs.length - 1];
  const same = last && !last.mention && !run.mention && Boolean(last.bold) === Boolean(run.bold) && Boolean(last.italic) === Boolean(run.italic) && Boolean(last.underline) === Boolean(run.underline);
  if (same) last.text += run.text;
  else runs.push(run);
}

function cleanRun(text: string, marks: Marks, mention?: string): Run {
  const run: Run = { text };
  if (marks.bold) run.bold = true;
  if (marks.italic) run.italic = true;
  if (marks.underline) run.underline = true;
  if (mention) run.mention = mention;
  return run;
}

/** The runs of an inline subtree. */
function collectRuns(node: Node, marks: Marks, runs: Run[]) {
  if (node.nodeType === Node.TEXT_NODE) {
    pushRun(runs, cleanRun((node.textContent ?? '').replace(/\u00a0/g, ' ').replace(/\u200b/g, ''), marks));
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const element = node as Element;
  if (element.tagName === 'BR') {
    pushRun(runs, cleanRun('\n', marks));
    return;
  }
  const mention = element.getAttribute('data-mention');
  if (mention) {
    pushRun(runs, cleanRun(element.textContent ?? '', marks, mention));
    return;
  }
  const inner = marksOf(element, marks);
  element.childNodes.forEach((child) => collectRuns(child, inner, runs));
}

/** A block's runs without the trailing line break browsers leave in it. */
function finish(type: RichTextBlock['type'], runs: Run[]): RichTextBlock {
  const last = runs[runs.length - 1];
  if (last && !last.mention && last.text.endsWith('\n')) {
    last.text = last.text.slice(0, -1);
    if (last.text === '') runs.pop();
  }
  return { type, children: runs };
}

/** The value of the editor's DOM; null when it holds no text. */
export function htmlToBlocks(root: Element): RichTextValue | null {
  const blocks: RichTextBlock[] = [];
  let loose: Run[] = [];
  const flushLoose = () => {
    if (loose.length > 0) blocks.push(finish('p', loose));
    loose = [];
  };
  const visit = (node: Node) => {
    if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      const tag = element.tagName;
      if (tag === 'UL' || tag === 'OL') {
        flushLoose();
        Array.from(element.children).filter((child) => child.tagName === 'LI').forEach((item) => {
          const runs: Run[] = [];
          item.childNodes.forEach((child) => collectRuns(child, {}, runs));
          blocks.push(finish(tag === 'UL' ? 'ul' : 'ol', runs));
        });
        return;
      }
      const type = BLOCK_TAGS[tag];
      if (type) {
        flushLoose();
        // A div holding blocks (a paste) is read block by block.
        if (tag === 'DIV' && element.querySelector('p,div,h1,h2,h3,h4,h5,h6,ul,ol')) {
          element.childNodes.forEach(visit);
          flushLoose();
          return;
        }
        const runs: Run[] = [];
        element.childNodes.forEach((child) => collectRuns(child, {}, runs));
        blocks.push(finish(type, runs));
        return;
      }
      if (tag === 'BR') {
        flushLoose();
        return;
      }
    }
    collectRuns(node, {}, loose);
  };
  root.childNodes.forEach(visit);
  flushLoose();
  const hasText = blocks.some((b) => b.children.some((r) => r.text.trim() !== ''));
  return hasText ? { blocks } : null;
}
