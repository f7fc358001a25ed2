import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RichTextValue } from '@fieldwork/contracts';
import { blocksToHtml, htmlToBlocks } from './richText';
import { makeQuestion, renderQuestion } from './testHarness';

const VALUE: RichTextValue = {
  blocks: [
    { type: 'h2', children: [{ text: 'Kitchen' }] },
    { type: 'p', children: [{ text: 'Tiles are ' }, { text: 'cracked', bold: true, underline: true }, { text: ' near the ' }, { text: 'sink', italic: true }] },
    { type: 'ul', children: [{ text: 'Photo taken' }] },
    { type: 'ul', children: [{ text: 'Owner told' }] },
    { type: 'ol', children: [{ text: 'Replace' }] },
    { type: 'p', children: [{ text: 'See ' }, { text: 'Dana Levi', mention: '12' }] },
  ],
};

function dom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('rich text serialisation', () => {
  it('keeps blocks, marks, lists and mentions through the editor and back', () => {
    const html = blocksToHtml(VALUE);
    expect(html).toContain('<h2>Kitchen</h2>');
    expect(html).toContain('<ul><li>Photo taken</li><li>Owner told</li></ul><ol><li>Replace</li></ol>');
    expect(html).toContain('<strong><u>cracked</u></strong>');
    expect(htmlToBlocks(dom(html))).toEqual(VALUE);
  });

  it('reads what browsers write: b, i, style weights, loose text, and nothing but blanks as empty', () => {
    expect(htmlToBlocks(dom('Loose <b>bold</b><br><div><span style="font-style: italic">it</span></div>'))).toEqual({
      blocks: [
        { type: 'p', children: [{ text: 'Loose ' }, { text: 'bold', bold: true }] },
        { type: 'p', children: [{ text: 'it', italic: true }] },
      ],
    });
    expect(htmlToBlocks(dom('<p><br></p><p>&nbsp;</p>'))).toBeNull();
    // Markup the editor does not keep is read as its text.
    expect(htmlToBlocks(dom('<p><script>x</script><a href="#">link</a></p>'))).toEqual({ blocks: [{ type: 'p', children: [{ text: 'xlink' }] }] });
  });
});

describe('rich text editor', () => {
  const original = document.execCommand;
  afterEach(() => {
    document.execCommand = original;
  });

  it('shows the value and formats the selection from the toolbar', async () => {
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    await renderQuestion(makeQuestion('rich_text', { title: 'Findings' }), { draft: { value: VALUE } });
    const editor = screen.getByRole('textbox', { name: 'Findings' });
    expect(editor.querySelector('h2')).toHaveTextContent('Kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(exec).toHaveBeenCalledWith('bold');
    await userEvent.click(screen.getByRole('button', { name: 'H3 Heading 3' }));
    expect(exec).toHaveBeenCalledWith('formatBlock', false, 'h3');
    await userEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(exec).toHaveBeenCalledWith('insertOrderedList');
  });

  it('offers earlier answers after $ and inserts the first line of the one chosen', async () => {
    const name = makeQuestion('text', { title: 'Owner name' });
    const notes = makeQuestion('text', { title: 'Access notes' });
    const findings = makeQuestion('rich_text', { title: 'Findings' });
    const drafts = new Map([
      [String(name.ID), { value: 'Dana Levi\nsecond line' }],
      [String(notes.ID), { value: 'Gate code 1234' }],
    ]);
    const { last } = await renderQuestion(findings, { context: { questions: [name, notes, findings], drafts, mentionsOn: true } });
    const editor = screen.getByRole('textbox', { name: 'Findings' });
    expect(screen.getByText('Type $ to insert an earlier answer')).toBeInTheDocument();

    editor.innerHTML = '<p>Owner is $own</p>';
    const text = editor.querySelector('p')!.firstChild!;
    const range = document.createRange();
    range.setStart(text, text.textContent!.length);
    range.collapse(true);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    fireEvent.input(editor);

    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('Owner name');
    fireEvent.click(options[0]!);
    expect(last()?.value).toEqual({
      blocks: [{ type: 'p', children: [{ text: 'Owner is ' }, { text: 'Dana Levi', mention: String(name.ID) }, { text: ' ' }] }],
    });
  });

  it('is not editable when read-only', async () => {
    await renderQuestion(makeQuestion('rich_text', { title: 'Findings' }), { draft: { value: VALUE }, readOnly: true });
    expect(screen.getByRole('textbox', { name: 'Findings' })).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });
});
