import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import ArchitectureOutlined from '@mui/icons-material/ArchitectureOutlined';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import Remove from '@mui/icons-material/Remove';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Question } from '@fieldwork/contracts';
import { useBootstrap } from '../../../app/session/useSession';
import { PreviewChoices } from './PreviewChoices';
import { PreviewDateTime } from './PreviewDateTime';
import { settingsOf, type PreviewChoice } from './previewTypes';

/** A stepper's maximum at or above this is "no maximum" (the schema's default is a billion). */
const NO_MAXIMUM = 1_000_000_000;

/**
 * The answer part of a question, by type, as the inspector sees it before answering. Every control
 * is disabled or read-only and named after the question's title; the answering issue puts live
 * controls in their place.
 */
export function PreviewAnswer({ question, titleId }: { question: Question; titleId: string }) {
  const { t, i18n } = useTranslation();
  const named = { 'aria-labelledby': titleId };
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  switch (question.type) {
    case 'step':
    case 'message':
      // A step is its tab header and a message its text: nothing is answered.
      return null;
    case 'text': {
      const s = settingsOf(question, 'text');
      const kind = s.type ?? 'text';
      return (
        <TextField
          size="small"
          fullWidth
          disabled
          type={kind}
          placeholder={kind === 'email' ? t('jobTypes.preview.emailPlaceholder') : undefined}
          slotProps={{ htmlInput: { ...named, dir: kind === 'text' ? 'auto' : 'ltr', inputMode: kind === 'number' ? 'decimal' : undefined } }}
        />
      );
    }
    case 'bool':
      return (
        <ToggleButtonGroup exclusive disabled size="small" {...named}>
          <ToggleButton value="yes" sx={{ px: 3 }}>{t('jobTypes.preview.yes')}</ToggleButton>
          <ToggleButton value="no" sx={{ px: 3 }}>{t('jobTypes.preview.no')}</ToggleButton>
        </ToggleButtonGroup>
      );
    case 'list': {
      const s = settingsOf(question, 'list');
      return (
        <PreviewChoices
          choices={(s.childs ?? []) as PreviewChoice[]}
          multiSelect={Boolean(s.multiSelect)}
          tiled={Boolean(s.tiledList)}
          sortAlphabet={Boolean(s.sortAlphabet)}
          titleId={titleId}
          language={i18n.language}
        />
      );
    }
    case 'date_time':
      return <PreviewDateTime settings={settingsOf(question, 'date_time')} titleId={titleId} />;
    case 'rich_text':
      return (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Stack direction="row" spacing={0.5} sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
            <IconButton size="small" disabled aria-label={t('jobTypes.preview.richText.bold')}><FormatBold fontSize="small" /></IconButton>
            <IconButton size="small" disabled aria-label={t('jobTypes.preview.richText.italic')}><FormatItalic fontSize="small" /></IconButton>
            <IconButton size="small" disabled aria-label={t('jobTypes.preview.richText.list')}><FormatListBulleted fontSize="small" /></IconButton>
          </Stack>
          <Box role="textbox" aria-multiline="true" aria-readonly="true" aria-disabled="true" {...named} sx={{ minHeight: 88, p: 1.5, color: 'text.disabled' }} />
        </Box>
      );
    case 'image':
      return (
        <Box sx={{ border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}>
          <AddAPhotoOutlined color="action" aria-hidden />
          <Typography variant="body2" color="text.secondary">{t('jobTypes.preview.imageHint')}</Typography>
          {/* Named by what it shows (label in name), told which question it is for. */}
          <Button variant="outlined" size="small" disabled aria-describedby={titleId}>{t('jobTypes.preview.addPhotos')}</Button>
        </Box>
      );
    case 'length': {
      const s = settingsOf(question, 'length');
      const unit = s.unit ?? 'm';
      return (
        <Stack spacing={0.5}>
          <TextField
            size="small"
            disabled
            type="number"
            sx={{ maxWidth: 240 }}
            slotProps={{
              htmlInput: { ...named, dir: 'ltr', inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">{t(`jobTypes.preview.units.${unit}`)}</InputAdornment> },
            }}
          />
          {(s.min !== undefined || s.max !== undefined) && (
            <Typography variant="caption" color="text.secondary">
              {rangeText(t, s.min, s.max, number)}
            </Typography>
          )}
        </Stack>
      );
    }
    case 'project_list':
    case 'project_table':
    case 'project_value':
      return <ProjectFieldPlaceholder question={question} titleId={titleId} />;
    case 'system_list': {
      const s = settingsOf(question, 'system_list');
      const kind = s.systemListType ?? 'users';
      return (
        <TextField
          select
          size="small"
          fullWidth
          disabled
          value=""
          label={t(`jobTypes.preview.systemList.${kind}`, { group: s.group ?? '' })}
          slotProps={{ select: { inputProps: named } }}
        >
          <MenuItem value="" />
        </TextField>
      );
    }
    case 'blueprint':
      return (
        <Placeholder icon={<ArchitectureOutlined color="action" aria-hidden />} text={t('jobTypes.preview.blueprint')} labelledBy={titleId} />
      );
    case 'number_stepper': {
      const s = settingsOf(question, 'number_stepper');
      const min = s.min ?? 0;
      const max = s.max ?? NO_MAXIMUM;
      const step = s.step ?? 1;
      return (
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', alignSelf: 'flex-start' }}>
            <IconButton disabled aria-label={t('jobTypes.preview.stepper.decrease')}><Remove /></IconButton>
            <TextField size="small" disabled value={number(min)} sx={{ width: 110 }} slotProps={{ htmlInput: { ...named, style: { textAlign: 'center' } } }} />
            <IconButton disabled aria-label={t('jobTypes.preview.stepper.increase')}><Add /></IconButton>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {max >= NO_MAXIMUM
              ? t('jobTypes.preview.stepper.fromStep', { min: number(min), step: number(step) })
              : t('jobTypes.preview.stepper.range', { min: number(min), max: number(max), step: number(step) })}
          </Typography>
        </Stack>
      );
    }
    case 'ranking':
      return (
        <Rating
          readOnly
          value={0}
          max={5}
          size="large"
          getLabelText={() => t('jobTypes.preview.ranking')}
        />
      );
    case 'summary': {
      const count = settingsOf(question, 'summary').questionList?.length ?? 0;
      return (
        <Placeholder
          icon={<SummarizeOutlined color="action" aria-hidden />}
          text={count > 0 ? t('jobTypes.preview.summaryOf', { count }) : t('jobTypes.preview.summaryAll')}
          labelledBy={titleId}
        />
      );
    }
  }
}

function rangeText(t: TFunction, min: number | undefined, max: number | undefined, number: (n: number) => string) {
  if (min !== undefined && max !== undefined) return t('jobTypes.preview.between', { min: number(min), max: number(max) });
  if (min !== undefined) return t('jobTypes.preview.atLeast', { min: number(min) });
  return t('jobTypes.preview.atMost', { max: number(max!) });
}

function Placeholder({ icon, text, labelledBy }: { icon: ReactNode; text: string; labelledBy: string }) {
  return (
    <Box
      role="note"
      aria-labelledby={labelledBy}
      sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}
    >
      {icon}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
}

/** The project list, table and value questions name the project field they read (its label when the instance defines it). */
function ProjectFieldPlaceholder({ question, titleId }: { question: Question; titleId: string }) {
  const { t } = useTranslation();
  const { projectFields } = useBootstrap();
  const fieldId = (question.settings as { field?: string }).field ?? '';
  const field = '\u2068' + (projectFields.find((f) => f.id === fieldId)?.label ?? fieldId) + '\u2069';
  if (question.type === 'project_table') {
    return <Placeholder icon={<TableChartOutlined color="action" aria-hidden />} text={t('jobTypes.preview.projectTable', { field })} labelledBy={titleId} />;
  }
  if (question.type === 'project_value') {
    return <Placeholder icon={<TableChartOutlined color="action" aria-hidden />} text={t('jobTypes.preview.projectValue', { field })} labelledBy={titleId} />;
  }
  const closed = (question.settings as { type?: number }).type === 2;
  return (
    <Stack spacing={0.5}>
      <TextField size="small" fullWidth disabled label={t('jobTypes.preview.projectList', { field })} slotProps={{ htmlInput: { 'aria-describedby': titleId } }} />
      {closed && (
        <Typography variant="caption" color="text.secondary">
          {t('jobTypes.preview.closedSearch')}
        </Typography>
      )}
    </Stack>
  );
}
