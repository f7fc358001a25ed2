import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { PROJECT_TEXT_MAX } from '@fieldwork/contracts';
import { ReadOnlyText } from './ReadOnlyText';
import { SaveStatus } from './SaveStatus';
import type { WidgetProps } from './types';

/** Text, saved 500 ms after the last key (spec 3 section 9); a failed save keeps what was typed. */
export function TextWidget({ label, value, editing, saver }: WidgetProps<string>) {
  const [text, setText] = useState(value ?? '');
  if (!editing) return <ReadOnlyText empty={!value}><bdi>{value}</bdi></ReadOnlyText>;
  return (
    <>
      <TextField
        label={label}
        value={text}
        multiline
        minRows={1}
        maxRows={8}
        onChange={(e) => {
          setText(e.target.value);
          saver.saveSoon(e.target.value === '' ? null : e.target.value);
        }}
        slotProps={{ htmlInput: { maxLength: PROJECT_TEXT_MAX, dir: 'auto' } }}
        fullWidth
      />
      <SaveStatus save={saver} />
    </>
  );
}
