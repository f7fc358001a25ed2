import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { projectFieldApp, type ProjectFieldDefinition } from '@fieldwork/contracts';
import { errorBodyOf, errorMessage } from '../../app/errors/errorMessages';
import { useBootstrap } from '../../app/session/useSession';
import { FeedbackSnackbar, type Feedback } from '../../components/FeedbackSnackbar';
import { moved } from './definitionsDraft';
import { FieldDefinitionDialog } from './FieldDefinitionDialog';
import { fieldIcon } from './fieldIcons';
import { useSaveProjectFieldDefinitionsMutation } from './projectFieldsApi';

type Editing = { index: number | null } | null;

/**
 * /settings/project-fields (the route asks projectField.define): the instance's project fields
 * in order, added, edited, moved and removed as a draft, then saved at once. A failed save keeps
 * the draft and says why.
 */
export function ProjectFieldDefinitionsScreen() {
  const { t, i18n } = useTranslation();
  const bootstrap = useBootstrap();
  const [fields, setFields] = useState<ProjectFieldDefinition[]>(bootstrap.projectFields);
  const [turnOffHidden, setTurnOffHidden] = useState(bootstrap.projectFieldsTurnOffHidden);
  // What the server holds: the draft is compared with it.
  const [saved, setSaved] = useState({ fields: bootstrap.projectFields, turnOffHidden: bootstrap.projectFieldsTurnOffHidden });
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [error, setError] = useState<{ text: string; details: string[] } | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [save, { isLoading }] = useSaveProjectFieldDefinitionsMutation();
  const storedIds = useMemo(() => new Set(saved.fields.map((f) => f.id)), [saved.fields]);
  const dirty = JSON.stringify({ fields, turnOffHidden }) !== JSON.stringify(saved);

  async function submit() {
    setError(null);
    const result = await save({ fields, turnOffHidden });
    if ('error' in result) {
      const details = errorBodyOf(result.error)?.details;
      const lines = Array.isArray(details) ? details.map((d: { path?: string; message?: string }) => `${d.path ? `${d.path}: ` : ''}${d.message ?? ''}`) : [];
      setError({ text: t('projectFields.settings.saveFailed', { reason: errorMessage(result.error, t, i18n.language) }), details: lines });
    } else {
      setFields(result.data.projectFields);
      setSaved({ fields: result.data.projectFields, turnOffHidden: result.data.projectFieldsTurnOffHidden });
      setFeedback({ severity: 'success', text: t('projectFields.settings.saved') });
    }
  }

  const edited = editing?.index !== null && editing ? fields[editing.index] : null;
  const takenKeys = new Set(fields.filter((_, i) => i !== editing?.index).map((f) => f.id));

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <div>
        <Typography variant="h1">{t('projectFields.settings.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>{t('projectFields.settings.intro')}</Typography>
      </div>
      <Paper variant="outlined">
        {fields.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3 }}>{t('projectFields.settings.empty')}</Typography>
        ) : (
          <List disablePadding aria-label={t('projectFields.settings.title')}>
            {fields.map((field, index) => {
              const Icon = fieldIcon(field);
              const app = projectFieldApp(field.type);
              return (
                <ListItem key={field.id} divider={index < fields.length - 1} sx={{ gap: 1, flexWrap: 'wrap' }} data-testid={`definition-${field.id}`}>
                  <ListItemIcon sx={{ minWidth: 36 }}><Icon aria-hidden /></ListItemIcon>
                  <ListItemText
                    primary={<bdi>{field.label}</bdi>}
                    secondary={
                      <>
                        {t(`projectFields.types.${field.type}`)} · <bdi dir="ltr">{field.id}</bdi>
                        {app && <> · {t('projectFields.settings.needsApp', { app: t(`projectFields.settings.apps.${app}`) })}</>}
                      </>
                    }
                    sx={{ minWidth: 180 }}
                  />
                  <Stack direction="row" sx={{ ms: 'auto' }}>
                    <IconButton aria-label={t('projectFields.settings.moveUp', { label: field.label })} disabled={index === 0} onClick={() => setFields(moved(fields, index, -1))}>
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton aria-label={t('projectFields.settings.moveDown', { label: field.label })} disabled={index === fields.length - 1} onClick={() => setFields(moved(fields, index, 1))}>
                      <ArrowDownwardIcon />
                    </IconButton>
                    <IconButton aria-label={t('projectFields.settings.edit', { label: field.label })} onClick={() => setEditing({ index })}>
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton aria-label={t('projectFields.settings.remove', { label: field.label })} onClick={() => setRemoving(index)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Stack>
                </ListItem>
              );
            })}
          </List>
        )}
      </Paper>
      <div>
        <Button startIcon={<AddIcon />} onClick={() => setEditing({ index: null })}>{t('projectFields.settings.add')}</Button>
      </div>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormControlLabel
          control={<Switch checked={turnOffHidden} onChange={(e) => setTurnOffHidden(e.target.checked)} slotProps={{ input: { role: 'switch' } }} />}
          label={t('projectFields.settings.turnOffHidden')}
        />
        <Typography variant="body2" color="text.secondary">{t('projectFields.settings.turnOffHiddenHelp')}</Typography>
      </Paper>
      {error && (
        <Alert severity="error" role="alert">
          {error.text}
          {error.details.length > 0 && (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {error.details.slice(0, 10).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={() => void submit()} disabled={isLoading || !dirty}>
          {isLoading ? t('projectFields.settings.saving') : t('projectFields.settings.save')}
        </Button>
        {dirty && <Typography variant="body2" color="text.secondary" role="status">{t('projectFields.settings.unsaved')}</Typography>}
      </Stack>

      {editing && (
        <FieldDefinitionDialog
          field={edited}
          takenKeys={takenKeys}
          stored={edited !== null && storedIds.has(edited.id)}
          onClose={() => setEditing(null)}
          onDone={(field) => {
            setFields(editing.index === null ? [...fields, field] : fields.map((f, i) => (i === editing.index ? field : f)));
            setEditing(null);
          }}
        />
      )}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-field-title">
        <DialogTitle id="remove-field-title">{removing !== null && t('projectFields.settings.removeTitle', { label: fields[removing]?.label })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('projectFields.settings.removeText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{t('projectFields.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setFields(fields.filter((_, i) => i !== removing));
              setRemoving(null);
            }}
          >
            {t('projectFields.settings.removeConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Stack>
  );
}
