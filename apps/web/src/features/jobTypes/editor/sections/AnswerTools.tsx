import { memo, useId, useState } from 'react';
import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isAnsweredType, RESPONSE_OPTIONS_MAX, TABLE_FIELD_TYPES, type QuestionType } from '@fieldwork/contracts';
import { useBootstrap } from '../../../../app/session/useSession';
import { EditorSection, NumberField, SelectField, SwitchField, type SectionProps } from '../fields';

/**
 * What any answered question may carry besides its answer (spec 2, questionnaire screen): being
 * mandatory, the comment tab with its quick replies, the file tab, issue tagging, a signature and
 * the e-mail section with its sources.
 */
export const AnswerTools = memo(function AnswerTools({ type, settings, setSetting, issue, readOnly }: SectionProps & { type: QuestionType }) {
  const { t } = useTranslation();
  const { projectFields } = useBootstrap();
  if (!isAnsweredType(type)) return null;
  const tables = projectFields.filter((f) => TABLE_FIELD_TYPES.includes(f.type));
  const fromTable = typeof settings.emailsFromTable === 'string' ? settings.emailsFromTable : '';
  const NONE = '';

  return (
    <EditorSection title={t('jobTypeEditor.sections.tools')} testId="answer-tools">
      <Stack spacing={0}>
        <SwitchField
          label={t('jobTypeEditor.fields.mandatory')}
          checked={Boolean(settings.isMandatory)}
          onChange={(v) => setSetting('isMandatory', v)}
          error={issue('settings.isMandatory')}
          disabled={readOnly}
        />
        <SwitchField label={t('jobTypeEditor.tools.comment')} checked={Boolean(settings.allowComment)} onChange={(v) => setSetting('allowComment', v)} disabled={readOnly} />
        {Boolean(settings.allowComment) && (
          <QuickReplies replies={(settings.responseOptions as string[] | undefined) ?? []} onChange={(v) => setSetting('responseOptions', v)} error={issue('settings.responseOptions')} readOnly={readOnly} />
        )}
        <SwitchField label={t('jobTypeEditor.tools.files')} checked={Boolean(settings.allowAddingFile)} onChange={(v) => setSetting('allowAddingFile', v)} disabled={readOnly} />
        <SwitchField
          label={t('jobTypeEditor.tools.fileRequired')}
          checked={Boolean(settings.fileIsRequired)}
          onChange={(v) => setSetting('fileIsRequired', v)}
          error={issue('settings.fileIsRequired')}
          disabled={readOnly}
        />
        {Boolean(settings.allowAddingFile) && (
          <Box sx={{ py: 1 }}>
            <NumberField
              label={t('jobTypeEditor.tools.maxFiles')}
              value={settings.maxFiles}
              onChange={(v) => setSetting('maxFiles', v)}
              error={issue('settings.maxFiles')}
              disabled={readOnly}
              integer
            />
          </Box>
        )}
        <SwitchField label={t('jobTypeEditor.tools.issue')} checked={Boolean(settings.allowTaggingIssue)} onChange={(v) => setSetting('allowTaggingIssue', v)} disabled={readOnly} />
        <SwitchField label={t('jobTypeEditor.tools.signature')} checked={Boolean(settings.signature)} onChange={(v) => setSetting('signature', v)} disabled={readOnly} />
        <SwitchField label={t('jobTypeEditor.tools.emails')} checked={Boolean(settings.emails)} onChange={(v) => setSetting('emails', v)} disabled={readOnly} />
        {Boolean(settings.emails) && (
          <Stack spacing={1.5} sx={{ py: 1, paddingInlineStart: { sm: 2 } }} data-testid="email-sources">
            <Typography variant="body2" color="text.secondary">
              {t('jobTypeEditor.tools.emailsTyped')}
            </Typography>
            <SelectField
              label={t('jobTypeEditor.tools.emailsFromTable')}
              value={fromTable}
              options={[
                { value: NONE, label: t('jobTypeEditor.tools.noTable') },
                ...tables.map((f) => ({ value: f.id, label: f.label })),
                ...(fromTable && !tables.some((f) => f.id === fromTable) ? [{ value: fromTable, label: fromTable }] : []),
              ]}
              onChange={(v) => setSetting('emailsFromTable', v === NONE ? null : v)}
              error={issue('settings.emailsFromTable')}
              disabled={readOnly}
              width={320}
            />
            {fromTable && (
              <TextField
                size="small"
                label={t('jobTypeEditor.tools.mailFilter')}
                value={(settings.tableMailFilter as string | null) ?? ''}
                onChange={(event) => setSetting('tableMailFilter', event.target.value || null)}
                error={Boolean(issue('settings.tableMailFilter'))}
                helperText={issue('settings.tableMailFilter') ?? undefined}
                disabled={readOnly}
                sx={{ width: { xs: '100%', sm: 320 } }}
              />
            )}
            <SwitchField
              label={t('jobTypeEditor.tools.emailsFromSystem')}
              checked={Boolean(settings.emailsFromSystemList)}
              onChange={(v) => setSetting('emailsFromSystemList', v)}
              disabled={readOnly}
            />
          </Stack>
        )}
      </Stack>
    </EditorSection>
  );
});

/** The comment tab's quick replies, offered to the inspector as chips. */
function QuickReplies({ replies, onChange, error, readOnly }: { replies: string[]; onChange: (replies: string[]) => void; error: string | null; readOnly: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const labelId = useId();
  const add = () => {
    const reply = text.trim();
    if (!reply || replies.includes(reply)) return;
    onChange([...replies, reply]);
    setText('');
  };
  return (
    <Stack spacing={1} sx={{ py: 1, paddingInlineStart: { sm: 2 } }}>
      <Typography variant="body2" color="text.secondary" id={labelId}>
        {t('jobTypeEditor.tools.quickReplies')}
      </Typography>
      {replies.length > 0 && (
        <Box component="ul" aria-labelledby={labelId} sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {replies.map((reply) => (
            <li key={reply}>
              <Chip
                label={<bdi>{reply}</bdi>}
                onDelete={readOnly ? undefined : () => onChange(replies.filter((r) => r !== reply))}
                deleteIcon={<CancelIcon titleAccess={t('jobTypeEditor.tools.removeReply', { reply })} />}
              />
            </li>
          ))}
        </Box>
      )}
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('jobTypeEditor.tools.newReply')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            error={Boolean(error)}
            helperText={error ?? undefined}
          />
          <Button onClick={add} disabled={!text.trim() || replies.length >= RESPONSE_OPTIONS_MAX}>
            {t('jobTypeEditor.tools.addReply')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
