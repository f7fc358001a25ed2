import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { answerValueOf, atLocalTime, formatElapsed, pickerValueOf, rangeWithAllDay, rangeWithFrom, rangeWithTo } from './dateRules';
import { makeQuestion, renderQuestion } from './testHarness';

const HOUR = 60 * 60 * 1000;

describe('single dates', () => {
  it('keeps a date as YYYY-MM-DD, a time as HH:mm and both as an instant', () => {
    const picked = atLocalTime('2026-03-01', '14:05');
    expect(answerValueOf('date', picked)).toBe('2026-03-01');
    expect(answerValueOf('time', picked)).toBe('14:05');
    expect(answerValueOf('datetime', picked)).toBe(picked);
    expect(answerValueOf('date', null)).toBeNull();
    expect(pickerValueOf('date', '2026-03-01')).toBe(atLocalTime('2026-03-01', '00:00'));
    expect(answerValueOf('time', pickerValueOf('time', '07:30'))).toBe('07:30');
    expect(pickerValueOf('datetime', 'not a date')).toBeNull();
  });

  it('shows the picker of its kind, named, with the message under it', async () => {
    await renderQuestion(makeQuestion('date_time', { title: 'Visit day', settings: { dateType: 'date', isBlockInspector: true } }), { issues: { value: 'Enter a date as DD/MM/YY' } });
    expect(screen.getAllByText('Date').length).toBeGreaterThan(0);
    expect(screen.getByTestId('issue-value')).toHaveTextContent('Enter a date as DD/MM/YY');
    expect(screen.getByText('Inspectors cannot change this date.')).toBeInTheDocument();
  });
});

describe('date ranges', () => {
  it('moves an end before the start to the start plus one hour, from either side', () => {
    const from = '2026-03-01T10:00:00.000Z';
    const withTo = rangeWithTo(rangeWithFrom(null, from), '2026-03-01T09:00:00.000Z');
    expect(withTo.to).toBe(new Date(Date.parse(from) + HOUR).toISOString());
    const later = rangeWithFrom({ from: '2026-03-01T08:00:00.000Z', to: '2026-03-01T09:00:00.000Z', date: '2026-03-01', allDay: false, selectedDay: null }, '2026-03-01T12:00:00.000Z');
    expect(later.to).toBe('2026-03-01T13:00:00.000Z');
    // An end after the start stays.
    expect(rangeWithTo(rangeWithFrom(null, from), '2026-03-01T15:00:00.000Z').to).toBe('2026-03-01T15:00:00.000Z');
  });

  it('fills a whole day from an all-day chip only once a date is set', () => {
    expect(rangeWithAllDay(null, { value: '00:00-23:59' })).toBeNull();
    const range = rangeWithAllDay(rangeWithFrom(null, atLocalTime('2026-03-01', '10:00')), { value: '07:00-16:00' });
    expect(range).toMatchObject({ from: atLocalTime('2026-03-01', '07:00'), to: atLocalTime('2026-03-01', '16:00'), date: '2026-03-01', allDay: true, selectedDay: '07:00-16:00' });
  });

  it('shows the all-day chips disabled until a date is set', async () => {
    const question = makeQuestion('date_time', { title: 'Visit', settings: { isRange: true, allDays: [{ label: 'Morning', value: '07:00-12:00' }] } });
    const first = await renderQuestion(question);
    expect(screen.getByRole('button', { name: 'Morning' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Choose a date first to fill a whole day')).toBeInTheDocument();
    first.unmount();

    const { last } = await renderQuestion(question, { draft: { range: rangeWithFrom(null, atLocalTime('2026-03-01', '10:00')) } });
    const chip = screen.getByRole('button', { name: 'Morning' });
    expect(chip).not.toHaveAttribute('aria-disabled');
    fireEvent.click(chip);
    expect(last()?.range).toMatchObject({ allDay: true, from: atLocalTime('2026-03-01', '07:00'), to: atLocalTime('2026-03-01', '12:00') });
  });

  it('offers the default 00:00–23:59 chip when the question names none', async () => {
    await renderQuestion(makeQuestion('date_time', { settings: { isRange: true } }));
    expect(screen.getByRole('button', { name: 'All day' })).toBeInTheDocument();
  });
});

describe('punch clock', () => {
  afterEach(() => vi.useRealTimers());

  it('starts, ticks each second, stops, and resets only after confirming', async () => {
    const { last } = await renderQuestion(makeQuestion('date_time', { title: 'Shift', settings: { isRange: true, isPunchClock: true } }));
    vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00.000Z') });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(last()).toMatchObject({ punchStart: '2026-03-01T08:00:00.000Z', punchEnd: null, punchClockOn: true });
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:03');
    act(() => vi.advanceTimersByTime(62_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:05');

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(last()).toMatchObject({ punchEnd: '2026-03-01T08:01:05.000Z', punchDuration: 65, punchClockOn: false });
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:05');

    // Start again clears the end.
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(last()).toMatchObject({ punchStart: '2026-03-01T08:01:10.000Z', punchEnd: null, punchDuration: null });

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the punch clock?' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(last()?.punchStart).toBe('2026-03-01T08:01:10.000Z');
    expect(dialog).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const buttons = screen.getAllByRole('button', { name: 'Reset' });
    fireEvent.click(buttons[buttons.length - 1]!);
    expect(last()).toMatchObject({ punchStart: null, punchEnd: null, punchDuration: null, punchClockOn: false });
  });

  it('formats elapsed time as HH:MM:SS', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed((2 * 3600 + 3 * 60 + 4) * 1000 + 999)).toBe('02:03:04');
  });
});
