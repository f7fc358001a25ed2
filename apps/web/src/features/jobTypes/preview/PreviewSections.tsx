import { useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { useTranslation } from 'react-i18next';
import type { Question } from '@fieldwork/contracts';
import type { CommonSettings } from './previewTypes';

type Tab = 'comment' | 'file' | 'issue';

const TAB_ICONS: Record<Tab, ReactElement> = {
  comment: <ChatBubbleOutline fontSize="small" />,
  file: <AttachFile fontSize="small" />,
  issue: <FlagOutlined fontSize="small" />,
};

/**
 * What a question may carry besides its answer (spec 2 section 2): the toolbar's comment (with
 * its quick-reply chips), file and issue-tag tabs, the signature pad and the e-mail section.
 * The tabs switch to show what each holds; what is in them is disabled.
 */
export function PreviewSections({ question }: { question: Question }) {
  const { t } = useTranslation();
  const s = question.settings as CommonSettings;
  const tabs: Tab[] = [];
  if (s.allowComment) tabs.push('comment');
  if (s.allowAddingFile) tabs.push('file');
  if (s.allowTaggingIssue) tabs.push('issue');
  const [open, setOpen] = useState<Tab | null>(null);
  const current = open && tabs.includes(open) ? open : tabs[0];
  const fileRequired = Boolean(s.fileIsRequired || question.fileRequired);
  const panelId = `preview-${question._id}-panel`;

  return (
    <>
      {tabs.length > 0 && current && (
        <Stack spacing={1} data-testid="preview-toolbar">
          <ToggleButtonGroup
            exclusive
            size="small"
            value={current}
            onChange={(_event, next: Tab | null) => next && setOpen(next)}
            aria-label={t('jobTypes.preview.toolbar.label')}
          >
            {tabs.map((tab) => (
              <ToggleButton key={tab} value={tab} aria-controls={panelId} sx={{ gap: 0.75, px: 1.5 }}>
                {TAB_ICONS[tab]}
                {t(`jobTypes.preview.toolbar.${tab}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Box id={panelId} role="region" aria-label={t(`jobTypes.preview.toolbar.${current}`)}>
            {current === 'comment' && (
              <Stack spacing={1}>
                <TextField size="small" fullWidth disabled multiline minRows={2} label={t('jobTypes.preview.toolbar.commentLabel')} />
                {(s.responseOptions?.length ?? 0) > 0 && (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} role="list" aria-label={t('jobTypes.preview.toolbar.quickReplies')}>
                    {s.responseOptions!.map((reply, index) => (
                      <Chip role="listitem" key={`${reply}-${index}`} size="small" variant="outlined" label={<bdi>{reply}</bdi>} />
                    ))}
                  </Stack>
                )}
              </Stack>
            )}
            {current === 'file' && (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Button variant="outlined" size="small" disabled startIcon={<AttachFile />}>
                  {t('jobTypes.preview.toolbar.addFiles')}
                </Button>
                {fileRequired && (
                  <Typography variant="caption" color="error" data-testid="preview-file-required">
                    {t('jobTypes.preview.toolbar.fileRequired')}
                  </Typography>
                )}
              </Stack>
            )}
            {current === 'issue' && (
              <FormControlLabel control={<Switch disabled />} label={t('jobTypes.preview.toolbar.tagIssue')} />
            )}
          </Box>
        </Stack>
      )}
      {s.signature && (
        <Stack spacing={0.75} data-testid="preview-signature">
          <Typography variant="subtitle2">{t('jobTypes.preview.signature.title')}</Typography>
          <Box
            role="img"
            aria-label={t('jobTypes.preview.signature.pad')}
            sx={{ height: 110, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, bgcolor: 'action.hover' }}
          />
          <Button size="small" disabled sx={{ alignSelf: 'flex-start' }}>
            {t('jobTypes.preview.signature.clear')}
          </Button>
        </Stack>
      )}
      {s.emails && (
        <Stack spacing={0.75} data-testid="preview-emails">
          <Typography variant="subtitle2">{t('jobTypes.preview.emails.title')}</Typography>
          <TextField size="small" fullWidth disabled label={t('jobTypes.preview.emails.addresses')} slotProps={{ htmlInput: { dir: 'ltr' } }} />
          {s.emailsFromTable && (
            <Typography variant="caption" color="text.secondary">
              {t('jobTypes.preview.emails.fromTable', { field: '\u2068' + s.emailsFromTable + '\u2069' })}
            </Typography>
          )}
          {s.emailsFromSystemList && (
            <Typography variant="caption" color="text.secondary">
              {t('jobTypes.preview.emails.fromSystem')}
            </Typography>
          )}
        </Stack>
      )}
    </>
  );
}
