import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeQuestion, renderQuestion } from './testHarness';

describe('number stepper', () => {
  const question = () => makeQuestion('number_stepper', { title: 'Rooms', settings: { min: 1, max: 100, step: 5 } });

  it('clamps what is typed to min and max when the field is left', async () => {
    const { last } = await renderQuestion(question());
    const field = screen.getByRole('textbox', { name: 'Rooms' });
    await userEvent.type(field, '500');
    await userEvent.tab();
    expect(last()?.value).toBe(100);
    expect(field).toHaveValue('100');
  });

  it('clears what is not a number and resets a leading zero to the minimum', async () => {
    const { last } = await renderQuestion(question(), { draft: { value: 20 } });
    const field = screen.getByRole('textbox', { name: 'Rooms' });
    await userEvent.clear(field);
    await userEvent.type(field, 'abc{Enter}');
    expect(last()?.value).toBeNull();
    expect(field).toHaveValue('');
    await userEvent.type(field, '07{Enter}');
    expect(last()?.value).toBe(1);
  });

  it('steps by the step with + and -, within the bounds', async () => {
    const { last } = await renderQuestion(question(), { draft: { value: 97 } });
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(last()?.value).toBe(100);
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(last()?.value).toBe(95);
  });
});

describe('text kinds, yes/no and ranking', () => {
  it('keeps a number as a number and shows its bounds', async () => {
    const { last } = await renderQuestion(makeQuestion('text', { title: 'Floors', settings: { type: 'number', min: 0, max: 40 } }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Floors' }), '12');
    expect(last()?.value).toBe(12);
    expect(screen.getByText('From 0 to 40')).toBeInTheDocument();
  });

  it('shows the field message under the field and borders the question', async () => {
    await renderQuestion(makeQuestion('text', { title: 'Contact', settings: { type: 'email' } }), {
      draft: { value: 'nope' },
      issues: { value: 'Enter a valid e-mail address' },
    });
    const field = screen.getByRole('textbox', { name: 'Contact' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(screen.getByTestId(/^question-/)).toHaveAttribute('data-invalid', 'true');
  });

  it('answers yes or no, and clears when the chosen one is pressed again', async () => {
    const { last } = await renderQuestion(makeQuestion('bool', { title: 'Safe?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(last()?.value).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(last()?.value).toBeNull();
  });

  it('ranks from 1 to 5 with a group of star radios', async () => {
    const { last } = await renderQuestion(makeQuestion('ranking', { title: 'Cleanliness' }));
    const group = screen.getByRole('radiogroup', { name: 'Cleanliness' });
    // The test DOM has no layout, so the hover position a pointer gives is not there: the radio is clicked as a keyboard would.
    fireEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(last()?.value).toBe(4);
  });

  it('respects read-only', async () => {
    await renderQuestion(makeQuestion('text', { title: 'Notes' }), { draft: { value: 'kept' }, readOnly: true });
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('readonly');
  });
});
