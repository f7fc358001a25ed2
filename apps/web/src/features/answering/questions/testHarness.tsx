import { useState } from 'react';
import type { Question } from '@fieldwork/contracts';
import { makeBootstrap, makeUser } from '../../../test/fixtures';
import { renderWithSession } from '../../../test/renderWithSession';
import type { AnswerDraft, AnsweringContext, AnswerIssues } from '../types';
import { QuestionField } from './QuestionField';

export { makeQuestion } from '../../jobTypes/testData';

export interface HarnessOptions {
  draft?: AnswerDraft;
  issues?: AnswerIssues;
  readOnly?: boolean;
  context?: Partial<AnsweringContext>;
}

/** Renders one question holding its draft as the screen does, recording each change. */
export async function renderQuestion(question: Question, { draft = {}, issues, readOnly, context }: HarnessOptions = {}) {
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
  const view = await renderWithSession(<Harness />, { me: makeUser('inspector'), bootstrap: makeBootstrap() });
  return { ...view, changes, last: () => changes[changes.length - 1] };
}
