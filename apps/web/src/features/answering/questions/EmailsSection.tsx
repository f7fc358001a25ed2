import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { ANSWER_EMAILS_MAX, isValidEmail } from '@fieldwork/contracts';
import { useDebouncedValue } from '../../../app/useDebouncedValue';
import { useBootstrap } from '../../../app/session/useSession';
import { useSearchUsersQuery } from '../../../components/pickers/pickersApi';
import { useGetProjectQuery } from '../../projects/projectsApi';
import type { AnswerDraft, AnsweringContext, AnswerIssues } from '../types';
import { FieldIssue, issueOf, type FieldIds } from './fieldParts';

/** People are searched from this many characters on. */
const USER_SEARCH_MIN = 2;

export interface EmailsSectionProps {
  draft: AnswerDraft;
  onEmails: (emails: string[]) => void;
  settings: { emailsFromTable?: string | null; tableMailFilter?: string | null; emailsFromSystemList?: boolean };
  context: AnsweringContext;
  ids: FieldIds;
  issues?: AnswerIssues;
  readOnly: boolean;
}

/** Adds a typed address: trimmed, checked against the e-mail pattern, once. */
export function addEmail(emails: readonly string[], typed: string): { emails: string[]; error: 'invalid' | 'already' | null } {
  const email = typed.trim();
  if (!isValidEmail(email)) return { emails: [...emails], error: 'invalid' };
  if (emails.some((e) => e.toLowerCase() === email.toLowerCase())) return { emails: [...emails], error: 'already' };
  return { emails: [...emails, email], error: null };
}

/** The addresses in a project table's rows, keeping the rows that contain the filter (any cell, any case). */
export function emailsOfTable(rows: ReadonlyArray<Record<string, unknown>>, filter: string | null | undefined): string[] {
  const needle = filter?.trim().toLowerCase() ?? '';
  const found = rows
    .filter((row) => !needle || Object.values(row).some((cell) => cell !== null && String(cell).toLowerCase().includes(needle)))
    .flatMap((row) => Object.values(row).filter((cell): cell is string => typeof cell === 'string' && isValidEmail(cell.trim())).map((cell) => cell.trim()));
  return [...new Set(found)];
}

/**
 * The e-mail section (spec 2 section 2): address chips typed in (Enter, comma or Add; the e-mail
 * pattern checked), suggested from a project table's column (emailsFromTable, filtered by
 * tableMailFilter), or found among the system's users.
 */
export function EmailsSection({ draft, onEmails, settings, context, ids, issues, readOnly }: EmailsSectionProps) {
  const { t } = useTranslation();
  const emails = draft.emails ?? [];
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<'invalid' | 'already' | null>(null);
  const inputId = ids.part('email-input');
  const full = emails.length >= ANSWER_EMAILS_MAX;

  const add = (text: string) => {
    if (!text.trim()) return;
    const result = addEmail(emails, text);
    setError(result.error);
    if (!result.error) {
      onEmails(result.emails);
      setTyped('');
    }
  };
  const errorText = error === 'invalid' ? t('questionFields.emails.invalid') : error === 'already' ? t('questionFields.emails.already') : null;

  return (
    <Stack spacing={1} component="section" aria-labelledby={ids.part('emails-title')} data-testid="emails-section">
      <Typography id={ids.part('emails-title')} variant="subtitle2" component="h4">
        {t('questionFields.emails.title')}
      </Typography>
      {emails.length > 0 && (
        <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }} aria-label={t('questionFields.emails.title')}>
          {emails.map((email, index) => {
            const message = issueOf(issues, `emails.${index}`);
            return (
              <li key={`${email}-${index}`}>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Chip
                    size="small"
                    color={message ? 'error' : 'default'}
                    variant={message ? 'outlined' : 'filled'}
                    label={<bdi dir="ltr">{email}</bdi>}
                    aria-describedby={message ? ids.issue(`emails.${index}`) : undefined}
                  />
                  {!readOnly && (
                    <IconButton size="small" aria-label={t('questionFields.emails.remove', { email })} onClick={() => onEmails(emails.filter((_e, i) => i !== index))}>
                      <Close fontSize="inherit" />
                    </IconButton>
                  )}
                </Stack>
                <FieldIssue ids={ids} path={`emails.${index}`} issues={issues} />
              </li>
            );
          })}
        </Stack>
      )}
      {!readOnly && !full && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            id={inputId}
            size="small"
            fullWidth
            type="email"
            label={t('questionFields.emails.address')}
            value={typed}
            onChange={(event) => {
              const text = event.target.value;
              if (text.endsWith(',') || text.endsWith(';')) add(text.slice(0, -1));
              else {
                setTyped(text);
                setError(null);
              }
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add(typed);
              }
            }}
            error={Boolean(errorText)}
            helperText={errorText ?? t('questionFields.emails.addHint')}
            slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'email', inputMode: 'email' } }}
          />
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => add(typed)} sx={{ flexShrink: 0, mt: 0.25 }}>
            {t('questionFields.emails.add')}
          </Button>
        </Stack>
      )}
      {!readOnly && !full && settings.emailsFromTable && (
        <TableEmails field={settings.emailsFromTable} filter={settings.tableMailFilter ?? null} context={context} chosen={emails} onAdd={add} />
      )}
      {!readOnly && !full && settings.emailsFromSystemList && context.mode !== 'public' && <UserEmails onAdd={add} chosen={emails} />}
      <FieldIssue ids={ids} path="emails" issues={issues} />
    </Stack>
  );
}

/** Suggestions from a project table field's rows (the project fields API), added with a tap. */
function TableEmails({ field, filter, context, chosen, onAdd }: { field: string; filter: string | null; context: AnsweringContext; chosen: string[]; onAdd: (email: string) => void }) {
  const { t } = useTranslation();
  const { projectFields } = useBootstrap();
  const skip = !context.projectId || context.mode === 'public';
  const { data: project } = useGetProjectQuery(context.projectId ?? '', { skip });
  const definition = projectFields.find((f) => f.id === field);
  const rows = useMemo(() => {
    const view = project?.fields.find((f) => f.field.id === field);
    return Array.isArray(view?.value) ? (view.value as Array<Record<string, unknown>>) : [];
  }, [project, field]);
  const found = emailsOfTable(rows, filter).filter((e) => !chosen.some((c) => c.toLowerCase() === e.toLowerCase()));
  if (skip) return null;
  if (found.length === 0) return null;
  const label = definition?.label ?? field;
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary">
        {t('questionFields.emails.fromTable', { field: `\u2068${label}\u2069` })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        {found.map((email) => (
          <Chip key={email} size="small" variant="outlined" icon={<AddIcon />} label={<bdi dir="ltr">{email}</bdi>} onClick={() => onAdd(email)} />
        ))}
      </Stack>
    </Stack>
  );
}

/** The system's users, searched (GET /v2/users), their address added when picked. */
function UserEmails({ onAdd, chosen }: { onAdd: (email: string) => void; chosen: string[] }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, 300);
  const skip = settled.trim().length < USER_SEARCH_MIN;
  const { data, isFetching } = useSearchUsersQuery({ search: settled.trim() }, { skip });
  const options = (data?.docs ?? []).filter((u) => u.email && !chosen.includes(u.email));
  return (
    <Autocomplete
      size="small"
      options={options}
      loading={isFetching}
      inputValue={text}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setText(value)}
      value={null}
      onChange={(_event, user) => {
        if (user?.email) onAdd(user.email);
        setText('');
      }}
      filterOptions={(all) => all}
      getOptionLabel={(u) => `${u.name.first} ${u.name.last}`.trim() || u.email}
      renderOption={(props, u) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <Stack>
              <bdi>{`${u.name.first} ${u.name.last}`.trim()}</bdi>
              <Typography variant="caption" color="text.secondary">
                <bdi dir="ltr">{u.email}</bdi>
              </Typography>
            </Stack>
          </li>
        );
      }}
      noOptionsText={skip ? t('questionFields.emails.typeMore', { count: USER_SEARCH_MIN }) : t('questionFields.emails.noUsers')}
      renderInput={(params) => <TextField {...params} label={t('questionFields.emails.fromUsers')} placeholder={t('questionFields.emails.searchUsers')} />}
    />
  );
}
