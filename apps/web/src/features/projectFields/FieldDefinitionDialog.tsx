import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  PROJECT_FIELD_TYPES,
  TABLE_FIELD_TYPES,
  type FieldPermissions,
  type ProjectFieldDefinition,
  type ProjectFieldType,
} from '@fieldwork/contracts';
import { columnsFromText, isValidKey, keyFromLabel } from './definitionsDraft';
import { FIELD_ICONS } from './fieldIcons';

/** The roles whose entries an admin sets; admins always read and edit (spec 3 section 6). */
const ENTRY_ROLES = ['project_manager', 'inspector', 'client'] as const;

interface FieldDefinitionDialogProps {
  /** The field edited, or null to add one. */
  field: ProjectFieldDefinition | null;
  /** The other fields' keys. */
  takenKeys: ReadonlySet<string>;
  /** Whether the field's values are stored under its key already (its key cannot change). */
  stored: boolean;
  onDone: (field: ProjectFieldDefinition) => void;
  onClose: () => void;
}

/** Adds or edits one project field: label, key, kind, icon, columns of a table, and who reads and edits it. */
export function FieldDefinitionDialog({ field, takenKeys, stored, onDone, onClose }: FieldDefinitionDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [label, setLabel] = useState(field?.label ?? '');
  const [id, setId] = useState(field?.id ?? '');
  const [idTouched, setIdTouched] = useState(field !== null);
  const [type, setType] = useState<ProjectFieldType>(field?.type ?? 'text');
  const [icon, setIcon] = useState(field?.icon ?? '');
  const [columns, setColumns] = useState((field?.columns ?? []).map((c) => c.label).join('\n'));
  const [considerRead, setConsiderRead] = useState(field?.considerRead ?? false);
  const [permissions, setPermissions] = useState<FieldPermissions>(field?.permissions ?? {});
  const [submitted, setSubmitted] = useState(false);

  const key = idTouched ? id : keyFromLabel(label, takenKeys);
  const labelError = label.trim() === '' ? t('projectFields.settings.dialog.required') : null;
  const keyError = !isValidKey(key) ? t('projectFields.settings.dialog.badId') : takenKeys.has(key) ? t('projectFields.settings.dialog.idTaken') : null;
  const isTable = TABLE_FIELD_TYPES.includes(type);

  function entry(role: (typeof ENTRY_ROLES)[number]) {
    // A client with no entry reads and edits everything (spec 2 section 6); other roles nothing.
    return permissions[role] ?? (role === 'client' ? { read: true, update: true, set: true } : { read: false, update: false, set: false });
  }
  function setFlag(role: (typeof ENTRY_ROLES)[number], flag: 'read' | 'update', on: boolean) {
    const current = entry(role);
    const next = { ...current, [flag]: on, ...(flag === 'update' ? { set: on } : {}) };
    // Editing needs reading; not reading takes editing away.
    if (flag === 'update' && on) next.read = true;
    if (flag === 'read' && !on) Object.assign(next, { update: false, set: false });
    setPermissions({ ...permissions, [role]: next });
  }

  function done() {
    setSubmitted(true);
    if (labelError || keyError) return;
    onDone({
      id: key,
      label: label.trim(),
      type,
      icon: icon || null,
      permissions,
      considerRead,
      ...(isTable && columnsFromText(columns) ? { columns: columnsFromText(columns) } : {}),
    });
  }

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="field-dialog-title">
      <DialogTitle id="field-dialog-title">
        {field ? t('projectFields.settings.dialog.editTitle', { label: field.label }) : t('projectFields.settings.dialog.addTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('projectFields.settings.dialog.label')}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            error={submitted && labelError !== null}
            helperText={submitted ? labelError : null}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 200, dir: 'auto' } }}
          />
          <TextField
            label={t('projectFields.settings.dialog.id')}
            value={key}
            onChange={(e) => {
              setIdTouched(true);
              setId(e.target.value.trim());
            }}
            disabled={stored}
            error={(submitted || idTouched) && keyError !== null}
            helperText={(submitted || idTouched) && keyError ? keyError : t('projectFields.settings.dialog.idHelp')}
            slotProps={{ htmlInput: { maxLength: 64, dir: 'ltr' } }}
          />
          <TextField select label={t('projectFields.settings.dialog.type')} value={type} onChange={(e) => setType(e.target.value as ProjectFieldType)}>
            {PROJECT_FIELD_TYPES.map((kind) => (
              <MenuItem key={kind} value={kind}>{t(`projectFields.types.${kind}`)}</MenuItem>
            ))}
          </TextField>
          {field && stored && type !== field.type && <Alert severity="warning">{t('projectFields.settings.kindChanged')}</Alert>}
          <TextField select label={t('projectFields.settings.dialog.icon')} value={icon} onChange={(e) => setIcon(e.target.value)}>
            <MenuItem value="">—</MenuItem>
            {Object.entries(FIELD_ICONS).map(([name, Icon]) => (
              <MenuItem key={name} value={name} aria-label={name}>
                <Icon fontSize="small" sx={{ me: 1 }} aria-hidden /> {name}
              </MenuItem>
            ))}
          </TextField>
          {isTable && (
            <TextField
              label={t('projectFields.settings.dialog.columns')}
              helperText={t('projectFields.settings.dialog.columnsHelp')}
              value={columns}
              onChange={(e) => setColumns(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { dir: 'auto' } }}
            />
          )}
          <div>
            <Typography variant="subtitle2" component="h3" id="field-permissions">{t('projectFields.settings.dialog.permissions')}</Typography>
            <FormControlLabel
              control={<Checkbox checked={considerRead} onChange={(e) => setConsiderRead(e.target.checked)} />}
              label={t('projectFields.settings.dialog.considerRead')}
            />
            <Table size="small" aria-labelledby="field-permissions">
              <TableHead>
                <TableRow>
                  <TableCell />
                  <TableCell align="center">{t('projectFields.settings.dialog.read')}</TableCell>
                  <TableCell align="center">{t('projectFields.settings.dialog.update')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {ENTRY_ROLES.map((role) => (
                  <TableRow key={role}>
                    <TableCell component="th" scope="row">{t(`projectFields.roles.${role}`)}</TableCell>
                    <TableCell align="center" padding="checkbox">
                      <Checkbox
                        // Without read consideration everyone who sees the project reads the field.
                        checked={!considerRead || entry(role).read}
                        disabled={!considerRead}
                        onChange={(e) => setFlag(role, 'read', e.target.checked)}
                        slotProps={{ input: { 'aria-label': `${t(`projectFields.roles.${role}`)}: ${t('projectFields.settings.dialog.read')}` } }}
                      />
                    </TableCell>
                    <TableCell align="center" padding="checkbox">
                      <Checkbox
                        checked={entry(role).update}
                        onChange={(e) => setFlag(role, 'update', e.target.checked)}
                        slotProps={{ input: { 'aria-label': `${t(`projectFields.roles.${role}`)}: ${t('projectFields.settings.dialog.update')}` } }}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('projectFields.cancel')}</Button>
        <Button variant="contained" onClick={done}>{t('projectFields.settings.dialog.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
