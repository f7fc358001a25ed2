import { memo } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Autocomplete from '@mui/material/Autocomplete';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  DATE_KINDS,
  isAnsweredType,
  LENGTH_UNITS,
  PROJECT_SEARCH_KINDS,
  SYSTEM_LIST_TYPES,
  TEXT_KINDS,
  type ProjectFieldType,
  type Question,
  type QuestionType,
} from '@fieldwork/contracts';
import { useBootstrap } from '../../../../app/session/useSession';
import { EditorSection, NumberField, SelectField, SwitchField, type SectionProps } from '../fields';
import { AllDayChips } from './AllDayChips';
import { ListChoices } from './ListChoices';

interface TypeSettingsProps extends SectionProps {
  type: QuestionType;
  questionId: string;
  questions: readonly Question[];
}

/** The settings a question's type has of its own; nothing for a type that has none. */
export const TypeSettings = memo(function TypeSettings(props: TypeSettingsProps) {
  const { t } = useTranslation();
  const body = settingsOf(props);
  if (!body) return null;
  return (
    <EditorSection title={t('jobTypeEditor.sections.answer')} testId="type-settings">
      {body}
    </EditorSection>
  );
});

function settingsOf(props: TypeSettingsProps) {
  switch (props.type) {
    case 'text':
      return <TextSettings {...props} />;
    case 'length':
      return <LengthSettings {...props} />;
    case 'number_stepper':
      return <StepperSettings {...props} />;
    case 'list':
      return <ListChoices {...props} />;
    case 'date_time':
      return <DateSettings {...props} />;
    case 'project_list':
    case 'project_table':
    case 'project_value':
      return <ProjectSettings {...props} />;
    case 'system_list':
      return <SystemListSettings {...props} />;
    case 'blueprint':
      return <BlueprintSettings {...props} />;
    case 'summary':
      return <SummarySettings {...props} />;
    default:
      return null;
  }
}

function TextSettings({ settings, setSetting, issue, readOnly }: SectionProps) {
  const { t } = useTranslation();
  const kind = (settings.type as string) ?? 'text';
  return (
    <Stack spacing={1.5}>
      <SelectField
        label={t('jobTypeEditor.text.kind')}
        value={kind}
        options={TEXT_KINDS.map((k) => ({ value: k, label: t(`jobTypeEditor.text.kinds.${k}`) }))}
        onChange={(value) => setSetting('type', value)}
        disabled={readOnly}
      />
      {kind !== 'number' && (
        <NumberField
          label={t('jobTypeEditor.text.maxLength')}
          value={settings.maxLength}
          onChange={(value) => setSetting('maxLength', value)}
          error={issue('settings.maxLength')}
          disabled={readOnly}
          integer
        />
      )}
      {kind === 'number' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <NumberField label={t('jobTypeEditor.text.min')} value={settings.min} onChange={(v) => setSetting('min', v)} error={issue('settings.min')} disabled={readOnly} />
          <NumberField label={t('jobTypeEditor.text.max')} value={settings.max} onChange={(v) => setSetting('max', v)} error={issue('settings.max')} disabled={readOnly} />
        </Stack>
      )}
    </Stack>
  );
}

function LengthSettings({ settings, setSetting, issue, readOnly }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <SelectField
        label={t('jobTypeEditor.length.unit')}
        value={(settings.unit as string) ?? 'm'}
        options={LENGTH_UNITS.map((u) => ({ value: u, label: t(`jobTypeEditor.length.units.${u}`) }))}
        onChange={(value) => setSetting('unit', value)}
        disabled={readOnly}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <NumberField label={t('jobTypeEditor.text.min')} value={settings.min} onChange={(v) => setSetting('min', v)} error={issue('settings.min')} disabled={readOnly} />
        <NumberField label={t('jobTypeEditor.text.max')} value={settings.max} onChange={(v) => setSetting('max', v)} error={issue('settings.max')} disabled={readOnly} />
      </Stack>
    </Stack>
  );
}

function StepperSettings({ settings, setSetting, issue, readOnly }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <NumberField label={t('jobTypeEditor.stepper.min')} value={settings.min} onChange={(v) => setSetting('min', v)} error={issue('settings.min')} disabled={readOnly} />
      <NumberField label={t('jobTypeEditor.stepper.max')} value={settings.max} onChange={(v) => setSetting('max', v)} error={issue('settings.max')} disabled={readOnly} />
      <NumberField label={t('jobTypeEditor.stepper.step')} value={settings.step} onChange={(v) => setSetting('step', v)} error={issue('settings.step')} disabled={readOnly} />
    </Stack>
  );
}

function DateSettings({ settings, setSetting, issue, readOnly }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5}>
      <SelectField
        label={t('jobTypeEditor.date.kind')}
        value={(settings.dateType as string) ?? 'datetime'}
        options={DATE_KINDS.map((k) => ({ value: k, label: t(`jobTypeEditor.date.kinds.${k}`) }))}
        onChange={(value) => setSetting('dateType', value)}
        disabled={readOnly}
      />
      <SwitchField label={t('jobTypeEditor.date.range')} checked={Boolean(settings.isRange)} onChange={(v) => setSetting('isRange', v)} disabled={readOnly} error={issue('settings.isRange')} />
      <SwitchField
        label={t('jobTypeEditor.date.punchClock')}
        checked={Boolean(settings.isPunchClock)}
        onChange={(v) => setSetting('isPunchClock', v)}
        disabled={readOnly}
        error={issue('settings.isPunchClock')}
      />
      <SwitchField
        label={t('jobTypeEditor.date.blockInspector')}
        checked={Boolean(settings.isBlockInspector)}
        onChange={(v) => setSetting('isBlockInspector', v)}
        disabled={readOnly}
      />
      <AllDayChips settings={settings} setSetting={setSetting} issue={issue} readOnly={readOnly} />
    </Stack>
  );
}

/** The project fields each project question may read: a list's choices, a table's rows, or any field's value. */
const FIELD_KINDS: Partial<Record<QuestionType, readonly ProjectFieldType[] | null>> = {
  project_list: ['list', 'statusList'],
  project_table: ['table', 'customerTable'],
  project_value: null,
};

function ProjectSettings({ type, settings, setSetting, issue, readOnly }: TypeSettingsProps) {
  const { t } = useTranslation();
  const { projectFields } = useBootstrap();
  const kinds = FIELD_KINDS[type];
  const fields = projectFields.filter((f) => !kinds || kinds.includes(f.type));
  const current = typeof settings.field === 'string' ? settings.field : '';
  // A field removed from the settings since: still shown, so the choice is not lost silently.
  const options = fields.map((f) => ({ value: f.id, label: f.label }));
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: current });
  return (
    <Stack spacing={1.5}>
      {options.length === 0 ? (
        <Typography color="text.secondary" variant="body2" data-testid="no-project-fields">
          {t('jobTypeEditor.project.noFields')}{' '}
          <Link component={RouterLink} to="/settings/project-fields">
            {t('jobTypeEditor.project.defineFields')}
          </Link>
        </Typography>
      ) : (
        <SelectField
          label={t('jobTypeEditor.project.field')}
          value={current}
          options={options}
          onChange={(value) => setSetting('field', value)}
          error={issue('settings.field')}
          disabled={readOnly}
          width={320}
        />
      )}
      {options.length === 0 && issue('settings.field') && (
        <Typography color="error" variant="caption" role="alert">
          {issue('settings.field')}
        </Typography>
      )}
      {type !== 'project_value' && (
        <SelectField
          label={t('jobTypeEditor.project.search')}
          value={(settings.type as number) ?? 1}
          options={PROJECT_SEARCH_KINDS.map((k) => ({ value: k, label: t(`jobTypeEditor.project.searchKinds.${k}`) }))}
          onChange={(value) => setSetting('type', value)}
          disabled={readOnly}
          width={320}
        />
      )}
      {type === 'project_list' && (
        <SwitchField label={t('jobTypeEditor.choices.multiSelect')} checked={Boolean(settings.multiSelect)} onChange={(v) => setSetting('multiSelect', v)} disabled={readOnly} />
      )}
      {type === 'project_table' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            size="small"
            label={t('jobTypeEditor.project.tableType')}
            value={(settings.projectTableType as string) ?? ''}
            onChange={(event) => setSetting('projectTableType', event.target.value || undefined)}
            disabled={readOnly}
            error={Boolean(issue('settings.projectTableType'))}
            helperText={issue('settings.projectTableType') ?? undefined}
          />
          <TextField
            size="small"
            label={t('jobTypeEditor.project.displayFilter')}
            value={(settings.tableDisplayFilter as string) ?? ''}
            onChange={(event) => setSetting('tableDisplayFilter', event.target.value || null)}
            disabled={readOnly}
            error={Boolean(issue('settings.tableDisplayFilter'))}
            helperText={issue('settings.tableDisplayFilter') ?? undefined}
          />
        </Stack>
      )}
    </Stack>
  );
}

function SystemListSettings({ settings, setSetting, issue, readOnly }: SectionProps) {
  const { t } = useTranslation();
  const listType = (settings.systemListType as string) ?? 'users';
  return (
    <Stack spacing={1}>
      <SelectField
        label={t('jobTypeEditor.system.listType')}
        value={listType}
        options={SYSTEM_LIST_TYPES.map((k) => ({ value: k, label: t(`jobTypeEditor.system.listTypes.${k}`) }))}
        onChange={(value) => setSetting('systemListType', value)}
        disabled={readOnly}
      />
      {listType === 'group' && (
        <TextField
          size="small"
          label={t('jobTypeEditor.system.group')}
          value={(settings.group as string) ?? ''}
          onChange={(event) => setSetting('group', event.target.value)}
          disabled={readOnly}
          error={Boolean(issue('settings.group'))}
          helperText={issue('settings.group') ?? undefined}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
      )}
      <SwitchField label={t('jobTypeEditor.choices.multiSelect')} checked={Boolean(settings.multiSelect)} onChange={(v) => setSetting('multiSelect', v)} disabled={readOnly} />
    </Stack>
  );
}

function BlueprintSettings({ settings, setSetting, readOnly }: SectionProps) {
  const { t } = useTranslation();
  return <SwitchField label={t('jobTypeEditor.blueprint.thumbs')} checked={Boolean(settings.thumbs)} onChange={(v) => setSetting('thumbs', v)} disabled={readOnly} />;
}

/** A summary lists answers of earlier questions: the ones chosen, or every answered one before it. */
function SummarySettings({ settings, setSetting, readOnly, questionId, questions }: TypeSettingsProps) {
  const { t } = useTranslation();
  const index = questions.findIndex((q) => q._id === questionId);
  const earlier = questions.slice(0, Math.max(0, index)).filter((q) => isAnsweredType(q.type));
  const chosen = new Set((settings.questionList as string[] | undefined) ?? []);
  const label = (q: Question) => `#${q.ID} ${q.title.trim() || t('jobTypeEditor.list.untitled')}`;
  return (
    <Autocomplete
      multiple
      size="small"
      options={earlier}
      value={earlier.filter((q) => chosen.has(q._id))}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      onChange={(_event, picked) => setSetting('questionList', picked.map((q) => q._id))}
      disabled={readOnly}
      renderInput={(params) => (
        <TextField {...params} label={t('jobTypeEditor.summary.questions')} placeholder={chosen.size === 0 ? t('jobTypeEditor.summary.all') : undefined} />
      )}
    />
  );
}
