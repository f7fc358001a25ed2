import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession } from '../../../test/renderWithSession';
import { json, mockApi } from '../../../test/mockApi';
import { closeOutboxDb } from './outboxDb';
import { resetOutboxes } from './outbox';
import { OutboxStatus } from './OutboxStatus';
import { useAnswerOutbox } from './useAnswerOutbox';

const target = { kind: 'public', token: 'tok-9' } as const;

/** The screen's side: answers sent through the hook, the status beside them. */
function Screen() {
  const outbox = useAnswerOutbox(target);
  return (
    <>
      <button type="button" onClick={() => void outbox.send([{ key: '3', draft: { value: 'x' }, basedOn: null }, { key: '4', draft: { value: 'y' }, basedOn: null }])}>
        submit
      </button>
      <output data-testid="pending">{outbox.pending}</output>
      <output data-testid="state-3">{outbox.states.get('3')?.state ?? 'none'}</output>
      <output data-testid="draft-3">{String(outbox.drafts.get('3')?.value ?? '')}</output>
      <OutboxStatus target={target} labelOf={(key) => (key === '3' ? 'Wall colour' : '')} />
    </>
  );
}

beforeEach(async () => {
  resetOutboxes();
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => resetOutboxes());

describe('OutboxStatus', () => {
  it('shows a refused answer with the server\'s message, the sent one, and discards the refused one at the user\'s word', async () => {
    const user = userEvent.setup();
    await renderWithSession(<Screen />, { me: null });
    mockApi({
      'POST /v2/public/answer/tok-9': async (request) => {
        const body = (await request.json()) as { data: Array<{ question: string; answer: { clientId: string } }> };
        if (body.data.some((d) => d.question === '3')) {
          return json({ statusCode: 422, error: 'Unprocessable Entity', code: 'validation_failed', message: 'Invalid request', issues: [{ question: '3', path: 'value', message: 'Choose one of the listed choices' }] }, 422);
        }
        return { success: true, status: 'open', data: body.data.map((d) => ({ question: d.question, clientId: d.answer.clientId, outcome: 'superseded', answer: {} })) };
      },
    });
    expect(screen.getByRole('button', { name: /Answers waiting and sent/ })).toHaveTextContent('Nothing to send');

    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(screen.getByTestId('state-3')).toHaveTextContent('refused'));
    await waitFor(() => expect(screen.getByTestId('pending')).toHaveTextContent('0'));
    expect(screen.getByTestId('draft-3')).toHaveTextContent('x');
    const status = screen.getByRole('button', { name: /Answers waiting and sent/ });
    expect(status).toHaveTextContent('1 refused');

    await user.click(status);
    const list = await screen.findByRole('dialog', { name: 'Answers on this device' });
    expect(within(list).getByText('Wall colour')).toBeInTheDocument();
    expect(within(list).getByText(/Choose one of the listed choices/)).toBeInTheDocument();
    expect(within(list).getByText('Question 4')).toBeInTheDocument();
    expect(within(list).getByText('Sent, but a later answer from another device stays')).toBeInTheDocument();
    expect(within(list).getByRole('status')).toHaveTextContent('Answers: 0 waiting, 1 sent, 1 refused');

    await user.click(within(list).getByRole('button', { name: 'Discard the refused answer to Wall colour' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this answer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByTestId('state-3')).toHaveTextContent('none'));
  });
});
