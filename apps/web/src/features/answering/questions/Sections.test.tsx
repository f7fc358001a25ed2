import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addEmail, emailsOfTable } from './EmailsSection';
import { makeQuestion, renderQuestion } from './testHarness';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('e-mail section', () => {
  it('adds typed addresses as chips, refusing one that is not an address', async () => {
    const { last } = await renderQuestion(makeQuestion('text', { settings: { emails: true } }));
    const field = screen.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'not-an-address{Enter}');
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(last()).toBeUndefined();
    await userEvent.clear(field);
    await userEvent.type(field, 'dana@example.com{Enter}');
    expect(last()?.emails).toEqual(['dana@example.com']);
    await userEvent.type(field, 'DANA@example.com,');
    expect(screen.getByText('This address is already on the list')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove dana@example.com' }));
    expect(last()?.emails).toEqual([]);
  });

  it("shows the server's message under the address concerned", async () => {
    await renderQuestion(makeQuestion('text', { settings: { emails: true } }), {
      draft: { emails: ['ok@example.com', 'bad@'] },
      issues: { 'emails.1': 'Enter a valid e-mail address' },
    });
    const section = screen.getByTestId('emails-section');
    expect(within(section).getByTestId('issue-emails.1')).toHaveTextContent('Enter a valid e-mail address');
  });

  it("takes a table's addresses from the rows matching the filter", () => {
    const rows = [
      { name: 'Dana', email: 'dana@example.com', role: 'Owner' },
      { name: 'Omer', email: 'omer@example.com', role: 'Tenant' },
      { name: 'Nobody', email: 'none', role: 'Owner' },
    ];
    expect(emailsOfTable(rows, 'owner')).toEqual(['dana@example.com']);
    expect(emailsOfTable(rows, null)).toEqual(['dana@example.com', 'omer@example.com']);
    expect(addEmail([], '  a@b.co ')).toEqual({ emails: ['a@b.co'], error: null });
  });
});

describe('toolbar tabs', () => {
  it('writes a comment, with quick replies, and tags an issue', async () => {
    const { last } = await renderQuestion(
      makeQuestion('bool', { settings: { allowComment: true, responseOptions: ['All good', 'Needs a look'], allowTaggingIssue: true } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Needs a look' }));
    expect(last()?.comment).toBe('Needs a look');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Needs a look');
    await userEvent.click(screen.getByRole('button', { name: 'Issue' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Tag as an issue' }));
    expect(last()?.isIssue).toBe(true);
    expect(screen.getByTestId('issue-tag')).toHaveStyle({ backgroundColor: '#E010B2' });
  });
});

describe('files and photos', () => {
  const photo = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

  it('refuses a file of a kind answers do not take, in the catalogue words', async () => {
    const { last } = await renderQuestion(makeQuestion('image', { title: 'Photos' }));
    const input = screen.getByTestId('photo-input');
    expect(input).toHaveAttribute('capture', 'environment');
    fireEvent.change(input, { target: { files: [photo('virus.exe', 'application/octet-stream')] } });
    expect(await screen.findByText(/^Invalid file extension allowed only jpeg, png, pdf/)).toBeInTheDocument();
    expect(last()).toBeUndefined();
  });

  it('refuses more files than the question takes, and keeps accepted ones as pending files', async () => {
    const { last } = await renderQuestion(makeQuestion('image', { title: 'Photos', settings: { maxFiles: 2 } }), { draft: { files: ['7d1f3a38-7c0b-4a4e-9d35-3f8c1f8f0b11'] } });
    const input = screen.getByTestId('photo-input');
    fireEvent.change(input, { target: { files: [photo('a.jpg'), photo('b.jpg')] } });
    expect(await screen.findByText('Error, maximum files allowed 2')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [photo('a.jpg')] } });
    await waitFor(() => expect(last()?.pendingFiles).toHaveLength(1));
    expect(last()?.pendingFiles?.[0]).toMatchObject({ name: 'a.jpg', type: 'image/jpeg' });
    expect(screen.getByText('Waiting to upload')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
    expect(last()?.pendingFiles).toEqual([]);
  });

  it('offers no adding or removing when read-only', async () => {
    await renderQuestion(makeQuestion('image', { title: 'Photos' }), {
      draft: { files: ['f1'], fileViews: { f1: { name: 'wall.jpg', kind: 'jpeg', url: 'https://files.test/wall.jpg', thumbnail: null } } },
      readOnly: true,
    });
    expect(screen.queryByTestId('photo-input')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove wall.jpg' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'wall.jpg' })).toHaveAttribute('src', 'https://files.test/wall.jpg');
  });

  it('shows uploaded files by their display info, and the file tab when allowed', async () => {
    await renderQuestion(makeQuestion('text', { settings: { allowAddingFile: true } }), {
      draft: { files: ['f1'], fileViews: { f1: { name: 'plan.pdf', kind: 'pdf', url: 'https://files.test/plan.pdf', thumbnail: 'https://files.test/plan.png' } } },
    });
    expect(screen.getByRole('button', { name: 'Files' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'plan.pdf' })).toHaveAttribute('src', 'https://files.test/plan.png');
  });
});

describe('signature', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws with pointer events and keeps the PNG of the pad as the signature', async () => {
    const context = { scale: vi.fn(), beginPath: vi.fn(), arc: vi.fn(), fill: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn() };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
    const { last } = await renderQuestion(makeQuestion('bool', { settings: { signature: true } }));
    const pad = screen.getByTestId('signature-pad');
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 40, clientY: 30 });
    fireEvent.pointerUp(pad, { pointerId: 1, clientX: 40, clientY: 30 });
    expect(context.lineTo).toHaveBeenCalled();
    expect(last()?.signature).toBe(PNG);
    // The pad stays a pad while signing (strokes add up).
    expect(screen.getByTestId('signature-pad')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear signature' }));
    expect(context.clearRect).toHaveBeenCalled();
    expect(last()?.signature).toBeNull();
  });

  it('shows a given signature and clears it', async () => {
    const { last } = await renderQuestion(makeQuestion('bool', { settings: { signature: true } }), { draft: { signature: PNG } });
    expect(screen.getByRole('img', { name: 'Signature given' })).toHaveAttribute('src', PNG);
    await userEvent.click(screen.getByRole('button', { name: 'Clear signature' }));
    expect(last()?.signature).toBeNull();
    expect(screen.getByRole('img', { name: /Signature pad/ })).toHaveAccessibleDescription(/Signing needs a finger, a pen or a mouse/);
    expect(screen.getByRole('button', { name: 'Clear signature' })).toBeDisabled();
  });
});
