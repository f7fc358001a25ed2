import { useState, type FormEvent, type ReactNode } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface InlineEditTextProps {
  value: string;
  /** What the text shows while not editing (the heading...). */
  display: ReactNode;
  /** The input's label; the edit button reads `editLabel`. */
  label: string;
  editLabel: string;
  /** Without it the value is shown, never edited. */
  editable: boolean;
  /** An empty value is refused with this text, before the server is asked (a required name). */
  requiredText?: string;
  maxLength: number;
  /** Saves the trimmed text; resolves to the server's message when it refused, null when saved. */
  onSave: (value: string) => Promise<string | null>;
  testId: string;
}

/**
 * A text shown in place with an edit button; editing opens an input with Save and Cancel (Enter
 * and Escape). A refused save keeps what was typed, with the server's message under the field.
 */
export function InlineEditText({ value, display, label, editLabel, editable, requiredText, maxLength, onSave, testId }: InlineEditTextProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (draft === null) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }} data-testid={testId}>
        <Box sx={{ minWidth: 0 }}>{display}</Box>
        {editable && (
          <IconButton
            size="small"
            aria-label={editLabel}
            onClick={() => {
              setDraft(value);
              setError(null);
            }}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        )}
      </Stack>
    );
  }

  const empty = draft.trim() === '';
  // A required text emptied shows as invalid at once, not only when saved.
  const shownError = error ?? (empty && requiredText ? requiredText : null);
  const cancel = () => {
    setDraft(null);
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || draft === null) return;
    if (empty && requiredText) {
      setError(requiredText);
      return;
    }
    if (draft.trim() === value) {
      cancel();
      return;
    }
    setSaving(true);
    const refusal = await onSave(draft.trim());
    setSaving(false);
    if (refusal === null) cancel();
    else setError(refusal);
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', width: '100%', maxWidth: 560 }} data-testid={testId}>
      <TextField
        label={label}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') cancel();
        }}
        autoFocus
        fullWidth
        size="small"
        required={Boolean(requiredText)}
        error={shownError !== null}
        helperText={shownError ?? ' '}
        disabled={saving}
        slotProps={{ htmlInput: { maxLength, dir: 'auto' } }}
      />
      <IconButton type="submit" color="primary" aria-label={t('projects.view.saveEdit')} disabled={saving}>
        <CheckIcon />
      </IconButton>
      <IconButton aria-label={t('projects.view.cancelEdit')} onClick={cancel} disabled={saving}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
