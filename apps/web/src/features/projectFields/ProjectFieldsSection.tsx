import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail, ProjectFieldType, ProjectFieldView } from '@fieldwork/contracts';
import { useCan } from '../../app/access/useCan';
import { useBootstrap } from '../../app/session/useSession';
import { fieldIcon } from './fieldIcons';
import { ProjectFieldWidget } from './fields/ProjectFieldWidget';
import { VisibilitySwitch } from './VisibilitySwitch';

/** Kinds that take the whole width of the section. */
const WIDE: readonly ProjectFieldType[] = ['fileList', 'blueprintList', 'statusList', 'list', 'skills', 'table', 'customerTable', 'text'];

/**
 * The fields of a project as its reader gets them (GET /v2/projects/{id}'s `fields`), with an
 * Edit mode: each field its kind's widget, saved field by field where the reader may write it.
 * Admins show or hide each field for this project; a hidden field is dimmed outside the edit
 * mode, and left out altogether when the instance turns hidden fields off (spec 3 section 4).
 */
export function ProjectFieldsSection({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const { projectFieldsTurnOffHidden } = useBootstrap();
  const [editing, setEditing] = useState(false);
  const mayHide = can('projectField.setVisibility');
  const views = project.fields.filter((view) => !(view.hidden && projectFieldsTurnOffHidden));
  if (views.length === 0) {
    // Nothing to show: those who define fields are told where; everyone else sees no empty box.
    if (!can('projectField.define')) return null;
    return (
      <Paper variant="outlined" component="section" aria-labelledby="project-fields-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="project-fields-heading" sx={{ mb: 1 }}>{t('projectFields.section.title')}</Typography>
        <Typography color="text.secondary">
          {t('projectFields.section.none')}{' '}
          <Link component={RouterLink} to="/settings/project-fields">{t('projectFields.section.define')}</Link>
        </Typography>
      </Paper>
    );
  }
  const canEdit = mayHide || views.some((view) => view.editable);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="project-fields-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography variant="h2" id="project-fields-heading">{t('projectFields.section.title')}</Typography>
        {canEdit && (
          <Button
            variant={editing ? 'contained' : 'outlined'}
            startIcon={editing ? <CheckIcon /> : <EditOutlinedIcon />}
            onClick={() => setEditing((on) => !on)}
            aria-pressed={editing}
          >
            {editing ? t('projectFields.section.done') : t('projectFields.section.edit')}
          </Button>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2.5, alignItems: 'start' }}>
        {views.map((view) => (
          <FieldBlock key={view.field.id} view={view} projectId={project._id} editing={editing} mayHide={mayHide} />
        ))}
      </Box>
    </Paper>
  );
}

interface FieldBlockProps {
  view: ProjectFieldView;
  projectId: string;
  editing: boolean;
  mayHide: boolean;
}

function FieldBlock({ view, projectId, editing, mayHide }: FieldBlockProps) {
  const { t } = useTranslation();
  const Icon = fieldIcon(view.field);
  // The switch's answer from the server, once given, until the project is read again.
  const [shown, setShown] = useState<boolean | null>(null);
  const hidden = shown === null ? view.hidden : !shown;
  const headingId = `project-field-${view.field.id}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid={`project-field-${view.field.id}`}
      data-hidden={hidden || undefined}
      sx={{ gridColumn: WIDE.includes(view.field.type) ? '1 / -1' : undefined, minWidth: 0, opacity: hidden && !editing ? 0.5 : 1 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.75, minHeight: 36 }}>
        <Icon fontSize="small" color="action" aria-hidden />
        <Typography variant="subtitle2" component="h3" id={headingId} sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          <bdi>{view.field.label}</bdi>
        </Typography>
        {hidden && !editing && (
          <VisibilityOffOutlinedIcon fontSize="small" color="action" titleAccess={t('projectFields.visibility.hiddenNote')} />
        )}
        {mayHide && editing && (
          <VisibilitySwitch
            projectId={projectId}
            fieldId={view.field.id}
            label={view.field.label}
            shown={!hidden}
            onChanged={setShown}
          />
        )}
      </Stack>
      <ProjectFieldWidget key={String(editing)} view={view} projectId={projectId} editing={editing} />
    </Box>
  );
}
