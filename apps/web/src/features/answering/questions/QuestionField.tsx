// TEMPORARY (branch answer-screen): a text input for every question type, so that the screen can
// be built and tested before the question components (branch answer-questions) land. That
// branch's file of the same path replaces this one on merge.
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isAnsweredType } from '@fieldwork/contracts';
import type { QuestionFieldProps } from '../types';

export function QuestionField({ question, answerKey, draft, onChange, issues, readOnly }: QuestionFieldProps) {
  const title = question.title.trim() || `#${question.ID}`;
  if (!isAnsweredType(question.type)) return <Typography>{title}</Typography>;
  const message = issues?.value ?? issues?.files;
  return (
    <TextField
      fullWidth
      label={title}
      id={`answer-${answerKey}`}
      value={draft.value == null ? '' : String(draft.value)}
      onChange={(e) => onChange({ ...draft, value: e.target.value })}
      error={Boolean(message)}
      helperText={message}
      slotProps={{ htmlInput: { readOnly } }}
    />
  );
}
