import { useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import Flag from '@mui/icons-material/Flag';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { useTranslation } from 'react-i18next';
import { ANSWER_COMMENT_MAX, type QuestionSettingsOf } from '@fieldwork/contracts';
import { EmailsSection } from './EmailsSection';
import { describedBy, FieldIssue, issueOf, type AnswerPartProps } from './fieldParts';
import { FilesPanel } from './FilesPanel';
import { SignaturePad } from './SignaturePad';

type Tab = 'comment' | 'file' | 'issue';

/** The issue tag's colour (spec 2 section 2: #E010B2 unless the instance's review colour says otherwise). */
export const ISSUE_COLOR = '#E010B2';

const TAB_ICONS: Record<Tab, ReactElement> = {
  comment: <ChatBubbleOutline fontSize="small" />,
  file: <AttachFile fontSize="small" />,
  issue: <FlagOutlined fontSize="small" />,
};

/** Which tab opens first: the one holding a message, else the one holding something, else the first. */
function firstTab(tabs: Tab[], props: AnswerPartProps): Tab | undefined {
  const { issues } = props;
  const withIssue = tabs.find((tab) => (tab === 'comment' ? issueOf(issues, 'comment') : tab === 'file' ? issueOf(issues, 'files') : issueOf(issues, 'isIssue')));
  return withIssue ?? tabs[0];
}

/**
 * What a question carries besides its answer (spec 2 section 2): the toolbar's comment (with its
 * quick-reply chips), file and issue-tag tabs, the signature pad and the e-mail section.
 */
export function QuestionSections(props: AnswerPartProps & { issueColor?: string }) {
  const { t } = useTranslation();
  const { question, draft, set, update, ids, issues, readOnly, context } = props;
  const s = question.settings as Partial<QuestionSettingsOf<'bool'>>;
  const tabs: Tab[] = [];
  // A photo question's files are its answer; its file tab would be the same files twice.
  if (s.allowComment) tabs.push('comment');
  if (s.allowAddingFile && question.type !== 'image') tabs.push('file');
  if (s.allowTaggingIssue) tabs.push('issue');
  const [open, setOpen] = useState<Tab | null>(null);
  const current = open && tabs.includes(open) ? open : firstTab(tabs, props);
  const panelId = ids.part('toolbar-panel');
  const issueColor = props.issueColor ?? ISSUE_COLOR;

  return (
    <>
      {tabs.length > 0 && current && (
        <Stack spacing={1} data-testid="question-toolbar">
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={current}
              onChange={(_event, next: Tab | null) => next && setOpen(next)}
              aria-label={t('questionFields.toolbar.label')}
            >
              {tabs.map((tab) => (
                <ToggleButton key={tab} value={tab} aria-controls={panelId} sx={{ gap: 0.75, px: 1.5 }}>
                  {TAB_ICONS[tab]}
                  {t(`questionFields.toolbar.${tab}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {draft.isIssue && (
              <Chip
                size="small"
                icon={<Flag sx={{ color: 'inherit !important' }} />}
                label={t('questionFields.toolbar.tagged')}
                sx={{ bgcolor: issueColor, color: '#fff' }}
                data-testid="issue-tag"
              />
            )}
          </Stack>
          <Box id={panelId} role="region" aria-label={t(`questionFields.toolbar.${current}`)}>
            {current === 'comment' && (
              <Stack spacing={1}>
                <TextField
                  id={ids.part('comment')}
                  size="small"
                  fullWidth
                  multiline
                  minRows={2}
                  label={t('questionFields.toolbar.commentLabel')}
                  value={draft.comment ?? ''}
                  onChange={(event) => set({ comment: event.target.value === '' ? null : event.target.value })}
                  error={Boolean(issueOf(issues, 'comment'))}
                  slotProps={{ htmlInput: { ...describedBy(ids, 'comment', issues), readOnly, dir: 'auto', maxLength: ANSWER_COMMENT_MAX } }}
                />
                <FieldIssue ids={ids} path="comment" issues={issues} />
                {(s.responseOptions?.length ?? 0) > 0 && !readOnly && (
                  <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }} aria-label={t('questionFields.toolbar.quickReplies')}>
                    {s.responseOptions!.map((reply, index) => (
                      <li key={`${reply}-${index}`}>
                        <Chip
                          size="small"
                          variant={draft.comment === reply ? 'filled' : 'outlined'}
                          color={draft.comment === reply ? 'primary' : 'default'}
                          label={<bdi>{reply}</bdi>}
                          onClick={() => set({ comment: reply })}
                        />
                      </li>
                    ))}
                  </Stack>
                )}
              </Stack>
            )}
            {current === 'file' && (
              <FilesPanel
                draft={draft}
                onFiles={update}
                ids={ids}
                issues={issues}
                readOnly={readOnly}
                maxFiles={s.maxFiles}
                required={Boolean(s.fileIsRequired || question.fileRequired)}
              />
            )}
            {current === 'issue' && (
              <Stack spacing={0.5}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={Boolean(draft.isIssue)}
                      onChange={(event) => set({ isIssue: event.target.checked })}
                      disabled={readOnly}
                      sx={{ '& .MuiSwitch-switchBase.Mui-checked': { color: issueColor }, '& .Mui-checked + .MuiSwitch-track': { bgcolor: issueColor } }}
                    />
                  }
                  label={t('questionFields.toolbar.tagIssue')}
                />
                <Typography variant="caption" color="text.secondary">
                  {t('questionFields.toolbar.issueHint')}
                </Typography>
                <FieldIssue ids={ids} path="isIssue" issues={issues} />
              </Stack>
            )}
          </Box>
        </Stack>
      )}
      {/* A file message with no file tab open still shows (a required file on a question whose tab is elsewhere). */}
      {current !== 'file' && question.type !== 'image' && <FieldIssue ids={ids} path="files" issues={issues} />}
      {s.signature && <SignaturePad draft={draft} onSignature={(signature) => set({ signature })} ids={ids} issues={issues} readOnly={readOnly} />}
      {s.emails && (
        <EmailsSection
          draft={draft}
          onEmails={(emails) => set({ emails })}
          settings={s}
          context={context}
          ids={ids}
          issues={issues}
          readOnly={readOnly}
        />
      )}
    </>
  );
}
