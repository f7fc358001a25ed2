import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUESTION_TYPES, type Question, type QuestionType } from '@fieldwork/contracts';
import { i18next } from '../../../app/i18n/i18n';
import { makeBootstrap, makeUser } from '../../../test/fixtures';
import { renderWithSession } from '../../../test/renderWithSession';
import { makeQuestion } from '../testData';
import { QuestionnairePreview } from './QuestionnairePreview';
import { QuestionPreview } from './QuestionPreview';

const session = {
  me: makeUser('business_admin'),
  bootstrap: makeBootstrap({
    projectFields: [
      { id: 'materials', label: 'Materials', type: 'list', icon: null, permissions: {}, considerRead: false },
      { id: 'rooms', label: 'Rooms', type: 'table', icon: null, permissions: {}, considerRead: false },
    ],
  }),
};

const preview = (question: Question, device: 'mobile' | 'desktop' = 'desktop') =>
  renderWithSession(<QuestionPreview question={question} device={device} />, session);

/** What each type shows an inspector, by the question's accessible parts. */
const EXPECTATIONS: Record<QuestionType, { question: Question; check: (card: HTMLElement) => void }> = {
  step: {
    question: makeQuestion('step', { title: 'Kitchen', stepIcon: 'home' }),
    check: (card) => {
      expect(within(card).getByRole('heading', { level: 2, name: 'Kitchen' })).toBeInTheDocument();
      expect(within(card).getByTestId('step-icon')).toHaveAttribute('data-icon', 'home');
    },
  },
  text: {
    question: makeQuestion('text', { title: 'Contact e-mail', settings: { type: 'email' } }),
    check: (card) => {
      const field = within(card).getByRole('textbox', { name: 'Contact e-mail' });
      expect(field).toBeDisabled();
      expect(field).toHaveAttribute('type', 'email');
    },
  },
  bool: {
    question: makeQuestion('bool', { title: 'Is the exit clear?' }),
    check: (card) => {
      expect(within(card).getByRole('group', { name: 'Is the exit clear?' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Yes' })).toBeDisabled();
      expect(within(card).getByRole('button', { name: 'No' })).toBeDisabled();
    },
  },
  list: {
    question: makeQuestion('list', {
      title: 'Floor finish',
      settings: {
        tiledList: true,
        multiSelect: true,
        childs: [
          { value: 'Tiles', caption: 'Ceramic tiles', file: '00000000-0000-4000-8000-000000000001', fileUrl: '/v2/asset/download/a1?key=k' },
          { value: 'Parquet' },
        ],
      },
    }),
    check: (card) => {
      const choices = within(card).getByRole('list', { name: 'Floor finish' });
      expect(within(choices).getAllByRole('listitem')).toHaveLength(2);
      expect(within(choices).getByRole('img', { name: 'Ceramic tiles' })).toHaveAttribute('src', '/v2/asset/download/a1?key=k');
      expect(within(choices).getByText('Ceramic tiles')).toBeInTheDocument();
      expect(within(card).getByText('Choose one or more')).toBeInTheDocument();
    },
  },
  date_time: {
    question: makeQuestion('date_time', { title: 'Shift', settings: { isRange: true, isPunchClock: true } }),
    check: (card) => {
      expect(within(card).getByLabelText('Elapsed time')).toHaveTextContent('00:00:00');
      for (const name of ['Start', 'Stop', 'Reset']) expect(within(card).getByRole('button', { name })).toBeDisabled();
    },
  },
  image: {
    question: makeQuestion('image', { title: 'Photos of the meter' }),
    // Named by what it shows (a voice user says "Add photos"), described by the question it is for.
    check: (card) => {
      const add = within(card).getByRole('button', { name: 'Add photos' });
      expect(add).toBeDisabled();
      expect(add).toHaveAccessibleDescription('Photos of the meter');
    },
  },
  rich_text: {
    question: makeQuestion('rich_text', { title: 'Findings' }),
    check: (card) => {
      expect(within(card).getByRole('textbox', { name: 'Findings' })).toHaveAttribute('aria-readonly', 'true');
      expect(within(card).getByRole('button', { name: 'Bold' })).toBeDisabled();
    },
  },
  length: {
    question: makeQuestion('length', { title: 'Door width', settings: { unit: 'cm', min: 60, max: 120 } }),
    check: (card) => {
      expect(within(card).getByRole('spinbutton', { name: 'Door width' })).toBeDisabled();
      expect(card).toHaveTextContent('cm');
      expect(card).toHaveTextContent('From 60 to 120');
    },
  },
  message: {
    question: makeQuestion('message', { title: 'Before you start', description: 'Wear a helmet on site.' }),
    check: (card) => expect(within(card).getByText('Wear a helmet on site.')).toBeInTheDocument(),
  },
  project_list: {
    question: makeQuestion('project_list', { title: 'Material used', settings: { field: 'materials', type: 2 } }),
    check: (card) => {
      expect(within(card).getByRole('textbox', { name: /Choose from the project field .Materials./ })).toBeDisabled();
      expect(card).toHaveTextContent('Type at least 3 characters to search.');
    },
  },
  project_table: {
    question: makeQuestion('project_table', { title: 'Rooms checked', settings: { field: 'rooms' } }),
    check: (card) => expect(within(card).getByRole('note')).toHaveTextContent(/The rows of the project table .Rooms. show here/),
  },
  project_value: {
    question: makeQuestion('project_value', { title: 'Contractor', settings: { field: 'contractor' } }),
    check: (card) => expect(within(card).getByRole('note')).toHaveTextContent(/The project's .contractor. shows here/),
  },
  system_list: {
    question: makeQuestion('system_list', { title: 'Responsible', settings: { systemListType: 'group', group: 'Electricians' } }),
    check: (card) => expect(card).toHaveTextContent('Choose from Electricians'),
  },
  blueprint: {
    question: makeQuestion('blueprint', { title: 'Mark the cracks' }),
    check: (card) => expect(within(card).getByRole('note', { name: 'Mark the cracks' })).toHaveTextContent('The inspector marks the blueprint here.'),
  },
  number_stepper: {
    question: makeQuestion('number_stepper', { title: 'Extinguishers', settings: { min: 1, max: 12, step: 2 } }),
    check: (card) => {
      expect(within(card).getByRole('textbox', { name: 'Extinguishers' })).toHaveValue('1');
      expect(within(card).getByRole('button', { name: 'Increase' })).toBeDisabled();
      expect(within(card).getByRole('button', { name: 'Decrease' })).toBeDisabled();
      expect(card).toHaveTextContent('From 1 to 12, in steps of 2');
    },
  },
  ranking: {
    question: makeQuestion('ranking', { title: 'Cleanliness' }),
    check: (card) => expect(within(card).getByRole('img', { name: 'Ranking from 1 to 5 stars' })).toBeInTheDocument(),
  },
  summary: {
    question: makeQuestion('summary', { title: 'Summary' }),
    check: (card) => expect(card).toHaveTextContent('A summary of the answers given before it.'),
  },
};

describe('question preview', () => {
  it.each(QUESTION_TYPES)('shows a %s question as an inspector sees it, read-only', async (type) => {
    const { question, check } = EXPECTATIONS[type];
    await preview(question);
    const card = screen.getByTestId(`preview-question-${question._id}`);
    expect(card).toHaveAttribute('data-type', type);
    check(card);
  });

  it('marks a mandatory question with a star, and says "required" to screen readers', async () => {
    await preview(makeQuestion('text', { title: 'Meter number', settings: { isMandatory: true } }));
    expect(screen.getByTestId('mandatory-star')).toHaveTextContent('*');
    expect(screen.getByRole('heading', { name: 'Meter number (required)' })).toBeInTheDocument();
  });

  it('shows list choices as chips with a single-choice mark, sorted when the list says so', async () => {
    await preview(makeQuestion('list', { title: 'Result', settings: { sortAlphabet: true, childs: [{ value: 'Pass' }, { value: 'Fail' }] } }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Fail', 'Pass']);
    expect(screen.getByText('Choose one')).toBeInTheDocument();
  });

  it('shows a date range with its all-day chips, disabled until a date is set', async () => {
    await preview(makeQuestion('date_time', { title: 'Visit', settings: { isRange: true, dateType: 'date', allDays: [{ label: 'All day', value: '00:00-23:59' }] } }));
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveAttribute('placeholder', 'DD/MM/YY');
    expect(screen.getByRole('textbox', { name: 'To' })).toBeDisabled();
    expect(screen.getByText('All day').closest('.MuiChip-root')).toHaveClass('Mui-disabled');
  });

  it('carries the toolbar tabs: comment with its quick replies, files (a file required), issue tag; and the signature and e-mail sections', async () => {
    const user = userEvent.setup();
    await preview(
      makeQuestion('bool', {
        title: 'Railing fixed?',
        fileRequired: true,
        settings: {
          allowComment: true,
          responseOptions: ['Looks good', 'Needs repair'],
          allowAddingFile: true,
          fileIsRequired: true,
          allowTaggingIssue: true,
          signature: true,
          emails: true,
          emailsFromSystemList: true,
        },
      }),
    );
    const tabs = screen.getByRole('group', { name: 'More for this question' });
    expect(within(tabs).getAllByRole('button').map((b) => b.textContent)).toEqual(['Comment', 'Files', 'Issue']);
    expect(within(tabs).getByRole('button', { name: 'Comment' })).toHaveAttribute('aria-pressed', 'true');
    const replies = screen.getByRole('list', { name: 'Quick replies' });
    expect(within(replies).getAllByRole('listitem').map((c) => c.textContent)).toEqual(['Looks good', 'Needs repair']);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeDisabled();

    await user.click(within(tabs).getByRole('button', { name: 'Files' }));
    expect(screen.getByRole('button', { name: 'Add files' })).toBeDisabled();
    expect(screen.getByTestId('preview-file-required')).toHaveTextContent('A file is required');

    await user.click(within(tabs).getByRole('button', { name: 'Issue' }));
    expect(screen.getByRole('switch', { name: 'Tag as an issue' })).toBeDisabled();

    expect(screen.getByRole('img', { name: 'Signature pad' })).toBeInTheDocument();
    expect(within(screen.getByTestId('preview-signature')).getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'E-mail addresses' })).toBeDisabled();
    expect(screen.getByTestId('preview-emails')).toHaveTextContent("Addresses of the system's users");
  });

  it('shows the background image of the device, and none when the question has no background', async () => {
    const question = makeQuestion('text', {
      withBackground: true,
      backgroundMobileUrl: '/v2/asset/download/m?key=k',
      backgroundDesktopUrl: '/v2/asset/download/d?key=k',
    });
    const first = await preview(question, 'mobile');
    expect(screen.getByTestId('preview-background')).toHaveAttribute('data-url', '/v2/asset/download/m?key=k');
    first.unmount();
    const second = await preview(question, 'desktop');
    expect(screen.getByTestId('preview-background')).toHaveAttribute('data-url', '/v2/asset/download/d?key=k');
    second.unmount();
    await preview({ ...question, withBackground: false });
    expect(screen.queryByTestId('preview-background')).not.toBeInTheDocument();
  });

  it('draws a dark-mode question on a dark surface', async () => {
    const question = makeQuestion('text', { darkMode: true });
    await preview(question);
    expect(screen.getByTestId(`preview-question-${question._id}`)).toHaveStyle({ backgroundColor: '#17202b' });
  });

  it('reads right to left in Hebrew', async () => {
    await renderWithSession(<QuestionPreview question={makeQuestion('bool', { title: 'היציאה פנויה?' })} />, session);
    await act(() => i18next.changeLanguage('he'));
    expect(screen.getByRole('button', { name: 'כן' })).toBeDisabled();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await act(() => i18next.changeLanguage('en'));
  });
});

describe('questionnaire preview', () => {
  const step1 = makeQuestion('step', { title: 'Outside', stepIcon: 'home' });
  const q1 = makeQuestion('bool', { title: 'Gate locked?' });
  const hidden = makeQuestion('text', { title: 'Internal code', disabled: true });
  const step2 = makeQuestion('step', { title: 'Inside', stepIcon: 'fire_extinguisher' });
  const q2 = makeQuestion('ranking', { title: 'Cleanliness' });

  it('shows one step at a time under a stepper of tabs, with Back and Next or Submit disabled, and leaves disabled questions out', async () => {
    const user = userEvent.setup();
    await renderWithSession(<QuestionnairePreview questions={[step1, q1, hidden, step2, q2]} device="desktop" />, session);
    const stepper = screen.getByRole('tablist', { name: 'Steps' });
    expect(within(stepper).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Outside', 'Inside']);
    expect(screen.getByRole('region', { name: 'Gate locked?' })).toBeInTheDocument();
    expect(screen.queryByText('Internal code')).not.toBeInTheDocument();
    expect(screen.queryByText('Cleanliness')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(stepper).getByRole('tab', { name: 'Inside' }));
    expect(screen.getByRole('region', { name: 'Cleanliness' })).toBeInTheDocument();
    expect(screen.queryByText('Gate locked?')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('on a phone shows the step icons only, each tab still named, in a 390 px frame', async () => {
    await renderWithSession(<QuestionnairePreview questions={[step1, q1, step2, q2]} device="mobile" />, session);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['', '']);
    expect(tabs[1]).toHaveAccessibleName('Inside');
    expect(screen.getByTestId('questionnaire-preview')).toHaveStyle({ maxWidth: '390px' });
  });

  it('draws a long questionnaire a chunk at a time', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 500 }, (_, i) => makeQuestion('text', { title: `Question ${i + 1}` }));
    await renderWithSession(<QuestionnairePreview questions={many} device="desktop" />, session);
    expect(screen.getAllByRole('region')).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Show 475 more questions' }));
    expect(screen.getAllByRole('region')).toHaveLength(50);
    expect(screen.queryByTestId('preview-steps')).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    await renderWithSession(<QuestionnairePreview questions={[]} device="desktop" />, session);
    expect(screen.getByText('No questions yet.')).toBeInTheDocument();
  });
});
