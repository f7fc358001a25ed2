import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Answer, Question, Role } from '@fieldwork/contracts';
import { i18next } from '../../../app/i18n/i18n';
import { makeBootstrap, makeUser } from '../../../test/fixtures';
import { renderWithSession } from '../../../test/renderWithSession';
import { makeQuestion } from '../../jobTypes/testData';
import { makeAnswer, makePerson } from '../testData';
import { AnswerDisplay } from './AnswerDisplay';
import { cssColor } from '../../../test/cssColor';

async function show(question: Question, answer: Partial<Answer>, { role = 'business_admin' as Role, review = null as string | null, language = 'en' } = {}) {
  const view = await renderWithSession(<AnswerDisplay question={question} answer={makeAnswer(question, answer)} />, {
    me: makeUser(role),
    bootstrap: makeBootstrap({ branding: { primary: { color: { hex: '#0083c9' } }, review: review ? { color: { hex: review } } : null } }),
  });
  if (language !== 'en') await i18next.changeLanguage(language);
  return { ...view, box: screen.getByTestId(`answer-${question.ID}`) };
}

const materials = ['Steel', 'Wood', 'Glass', 'Stone', 'Brick'];

describe('answer display', () => {
  it('shows a list answer’s first 3 items, then View More opens the rest', async () => {
    const user = userEvent.setup();
    const { box } = await show(makeQuestion('list'), { value: materials });
    const list = within(box).getByTestId('answer-list');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Steel', 'Wood', 'Glass']);
    await user.click(within(list).getByRole('button', { name: 'View More (2)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(list).getByRole('button', { name: 'View less' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows 3 items of a project list and 3 rows of a project table', async () => {
    const first = await show(makeQuestion('project_list'), { value: materials.map((m) => ({ label: m })) });
    expect(within(first.box).getAllByRole('listitem')).toHaveLength(3);
    expect(within(first.box).getByRole('button', { name: 'View More (2)' })).toBeInTheDocument();
    first.unmount();
    const rows = ['Pump', 'Valve', 'Pipe', 'Meter'].map((name, i) => ({ name, qty: i + 1 }));
    const { box } = await show(makeQuestion('project_table'), { value: rows });
    expect(within(box).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Pump · 1', 'Valve · 2', 'Pipe · 3']);
    expect(within(box).getByRole('button', { name: 'View More (1)' })).toBeInTheDocument();
  });

  it('shows the first 3 blocks of rich text with See more, as text (markup is never rendered)', async () => {
    const user = userEvent.setup();
    const { box } = await show(makeQuestion('rich_text'), { value: '<h2>Roof</h2><p>Tiles <b>loose</b></p><p>Gutter</p><p>Chimney</p><img src=x onerror="window.hacked=1">' });
    const text = within(box).getByTestId('answer-rich-text');
    expect(text.querySelectorAll('p')).toHaveLength(3);
    expect(text).toHaveTextContent('RoofTiles looseGutter');
    expect(text.querySelector('b, img, h2')).toBeNull();
    await user.click(within(text).getByRole('button', { name: 'See more' }));
    expect(text).toHaveTextContent('Chimney');
  });

  it('shows the answerer (name, e-mail, picture), the date, the comment, files, signature and e-mails to staff', async () => {
    const { box } = await show(makeQuestion('image'), {
      comment: 'Crack by the door',
      files: [
        { assetId: 'f-1', name: 'door.jpg', kind: 'image', url: '/v2/asset/download/f-1?key=k', thumbnail: '/v2/asset/download/f-1?size=thumbnail&key=k' },
        { assetId: 'f-2', name: 'report.pdf', kind: 'pdf', url: '/v2/asset/download/f-2?key=k', thumbnail: null },
      ],
      signature: '/v2/asset/download/sig?key=k',
      emails: ['owner@demo.test'],
      user: { ...makePerson('u-9', 'Noa', 'Bar'), avatar: '/avatars/noa.png' },
    });
    const answerer = within(box).getByTestId('answer-user');
    expect(answerer).toHaveTextContent('Noa Bar · noa@demo.test');
    expect(within(answerer).getByRole('img', { name: 'Noa Bar' })).toHaveAttribute('src', '/avatars/noa.png');
    expect(within(box).getByTestId('answer-date')).toHaveTextContent(/02\/03\/26, \d\d:45/);
    expect(within(box).getByTestId('answer-comment')).toHaveTextContent('Comment: Crack by the door');
    const files = within(box).getByRole('list', { name: 'Files' });
    expect(within(files).getByRole('img', { name: 'door.jpg' })).toHaveAttribute('src', '/v2/asset/download/f-1?size=thumbnail&key=k');
    expect(within(files).getAllByRole('link')[1]).toHaveAttribute('href', '/v2/asset/download/f-2?key=k');
    expect(within(box).getByRole('img', { name: 'Signature' })).toHaveAttribute('src', '/v2/asset/download/sig?key=k');
    expect(box).toHaveTextContent('E-mails: owner@demo.test');
  });

  it('gives the approximate location link to sys_admin only', async () => {
    const located = { location: { lat: 32.08, long: 34.78 } };
    const admin = await show(makeQuestion('text'), { value: 'ok', ...located }, { role: 'sys_admin' });
    expect(within(admin.box).getByRole('link', { name: 'Approximate location' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=32.08&mlon=34.78#map=16/32.08/34.78',
    );
    admin.unmount();
    const { box } = await show(makeQuestion('text'), { value: 'ok', ...located }, { role: 'business_admin' });
    expect(within(box).queryByTestId('answer-location')).not.toBeInTheDocument();
  });

  it('flags an issue in the branding review colour, #E010B2 when none is set', async () => {
    const plain = await show(makeQuestion('bool'), { value: false, isIssue: true });
    expect(cssColor(getComputedStyle(within(plain.box).getByTestId('answer-issue')).backgroundColor)).toBe('rgb(224, 16, 178)');
    expect(plain.box).toHaveTextContent('No');
    plain.unmount();
    const { box } = await show(makeQuestion('bool'), { value: true, isIssue: true }, { review: '#125a2b' });
    expect(cssColor(getComputedStyle(within(box).getByTestId('answer-issue')).backgroundColor)).toBe('rgb(18, 90, 43)');
  });

  it('opens the history of an answer: when, who, before and after', async () => {
    const user = userEvent.setup();
    const { box } = await show(makeQuestion('text'), {
      value: 'Two cracks',
      history: [{ user: makePerson('u-4', 'Tom', 'Katz'), date: '2026-03-02T09:00:00.000Z', before: 'One crack', after: 'Two cracks' }],
    });
    const history = within(box).getByTestId('answer-history');
    await user.click(within(history).getByRole('button', { name: 'History (1)' }));
    expect(history).toHaveTextContent(/02\/03\/26, \d\d:00 · Tom Katz: One crack → Two cracks/);
  });

  it('hides the answerer and the history from clients, whatever the reply carries', async () => {
    const { box } = await show(
      makeQuestion('text'),
      { value: 'Done', history: [{ user: null, date: '2026-03-02T09:00:00.000Z', before: '', after: 'Done' }] },
      { role: 'client' },
    );
    expect(within(box).queryByTestId('answer-user')).not.toBeInTheDocument();
    expect(within(box).queryByTestId('answer-history')).not.toBeInTheDocument();
    expect(within(box).getByTestId('answer-date')).toBeInTheDocument();
  });

  it('gives read-only text that is a mobile number starting 05 a Call link, and no other text', async () => {
    const phone = await show(makeQuestion('text'), { value: '052-123 4567' });
    expect(within(phone.box).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:0521234567');
    phone.unmount();
    const value = await show(makeQuestion('project_value'), { value: '0541234567' });
    expect(within(value.box).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:0541234567');
    value.unmount();
    const { box } = await show(makeQuestion('text'), { value: '03-1234567' });
    expect(within(box).queryByRole('link', { name: 'Call' })).not.toBeInTheDocument();
  });

  it('shows a punch clock’s start, stop and duration, and a date range’s day and hours', async () => {
    const clock = await show(makeQuestion('date_time', { settings: { isRange: true, isPunchClock: true } }), {
      punchStart: '2026-03-01T08:00:00.000Z',
      punchEnd: '2026-03-01T09:30:05.000Z',
      punchDuration: 5405,
    });
    const punch = within(clock.box).getByTestId('answer-punch-clock');
    expect(punch).toHaveTextContent(/Start: 01\/03\/26, \d\d:00/);
    expect(punch).toHaveTextContent('Duration: 01:30:05');
    clock.unmount();
    const range = await show(makeQuestion('date_time', { settings: { isRange: true } }), {
      range: { date: '2026-03-10T12:00:00.000Z', from: '08:00', to: '12:30', allDay: false, selectedDay: null },
    });
    expect(within(range.box).getByTestId('answer-range')).toHaveTextContent('10/03/26, 08:00 – 12:30');
    range.unmount();
    const allDay = await show(makeQuestion('date_time', { settings: { isRange: true } }), {
      range: { date: '2026-03-10T12:00:00.000Z', from: null, to: null, allDay: true, selectedDay: 'Morning shift' },
    });
    expect(within(allDay.box).getByTestId('answer-range')).toHaveTextContent('10/03/26, All day · Morning shift');
  });

  it('says View More in Hebrew', async () => {
    const { box } = await show(makeQuestion('list'), { value: materials }, { language: 'he' });
    expect(await within(box).findByRole('button', { name: 'הצג עוד (2)' })).toBeInTheDocument();
    await i18next.changeLanguage('en');
  });
});
