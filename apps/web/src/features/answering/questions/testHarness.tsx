import { useState, type ReactNode } from 'react';
import type { Question } from '@fieldwork/contracts';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { initI18n, i18next } from '../../../app/i18n/i18n';
import { ThemeRoot } from '../../../app/theme/ThemeRoot';
import { loadAllCatalogues } from '../../../test/catalogues';
import { makeBootstrap, makeUser } from '../../../test/fixtures';
import { mockApi, type Handler } from '../../../test/mockApi';
import { storeWithSession } from '../../../test/renderWithSession';
import type { AnswerDraft, AnsweringContext, AnswerIssues } from '../types';
import { QuestionField } from './QuestionField';

export { makeQuestion } from '../../jobTypes/testData';

/** The instance's project fields the project questions read. */
const BOOTSTRAP_FIELDS = {
  projectFields: [
    { id: 'materials', label: 'Materials', type: 'list' as const, icon: null, permissions: {}, considerRead: false },
    { id: 'contacts', label: 'Contacts', type: 'table' as const, icon: null, permissions: {}, considerRead: false, columns: [{ key: 'name', label: 'Name' }, { key: 'email', label: 'E-mail' }] },
    { id: 'owner', label: 'Owner', type: 'text' as const, icon: null, permissions: {}, considerRead: false },
  ],
};

export interface HarnessOptions {
  draft?: AnswerDraft;
  issues?: AnswerIssues;
  readOnly?: boolean;
  context?: Partial<AnsweringContext>;
  /** Calls the question makes, by "METHOD /v2/path". */
  api?: Record<string, Handler>;
  language?: 'en' | 'he';
}

/** Renders one question holding its draft as the screen does, recording each change. */
export async function renderQuestion(question: Question, { draft = {}, issues, readOnly, context, api, language = 'en' }: HarnessOptions = {}) {
  const changes: AnswerDraft[] = [];
  const fullContext: AnsweringContext = { mode: 'job', jobId: null, projectId: null, questions: [question], drafts: new Map(), mentionsOn: false, ...context };
  function Harness() {
    const [current, setCurrent] = useState<AnswerDraft>(draft);
    return (
      <QuestionField
        question={question}
        answerKey={String(question.ID)}
        draft={current}
        onChange={(next) => {
          changes.push(next);
          setCurrent(next);
        }}
        issues={issues}
        readOnly={readOnly}
        context={fullContext}
      />
    );
  }
  const view = await renderWithApi(<Harness />, { api, language });
  return { ...view, changes, last: () => changes[changes.length - 1] };
}

/** Renders inside the app's providers for an inspector, the given calls answered. */
export async function renderWithApi(ui: ReactNode, { api, language = 'en' }: { api?: Record<string, Handler>; language?: 'en' | 'he' } = {}) {
  initI18n();
  await loadAllCatalogues();
  await i18next.changeLanguage(language);
  const me = makeUser('inspector');
  const bootstrap = makeBootstrap(BOOTSTRAP_FIELDS);
  const store = await storeWithSession({ me, bootstrap });
  if (api) mockApi({ 'GET /v2/apps/bootstrap': () => bootstrap, 'GET /v2/users/me': () => me, ...api });
  return render(
    <Provider store={store}>
      <ThemeRoot>
        <MemoryRouter>{ui}</MemoryRouter>
      </ThemeRoot>
    </Provider>,
  );
}
