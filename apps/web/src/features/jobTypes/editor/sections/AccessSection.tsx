import { memo, useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { questionPermissionFor, ROLES, type QuestionPermission, type QuestionPermissions } from '@fieldwork/contracts';
import { EditorSection, SwitchField, type SectionProps, type SetLook } from '../fields';

interface AccessSectionProps extends SectionProps {
  isClientVisible: boolean;
  disabled: boolean;
  isGlobal: boolean;
  /** A question sharing a global question's form cannot itself be global. */
  shared: boolean;
  childrenCount: number;
  /** The refusal of the global switch (a global question with children), shown beside it. */
  globalIssue: string | null;
  setLook: SetLook;
}

const PERMISSION_KEYS = ['answer', 'viewOwn', 'viewAll'] as const satisfies ReadonlyArray<keyof QuestionPermission>;

/**
 * Who sees and answers the question: clients, being switched off (which a question sharing a
 * global question's form may still be, here), shared as a global question,
 * the management note, and per role who may answer, see their own and see all answers (a role
 * with no entry may do everything, spec 2 section 6).
 */
export const AccessSection = memo(function AccessSection(props: AccessSectionProps) {
  const { t } = useTranslation();
  const { settings, setSetting, issue, readOnly, setLook } = props;
  const tableTitle = useId();
  const permissions = (settings.permissions as QuestionPermissions | undefined) ?? {};
  const setPermission = (role: (typeof ROLES)[number], key: (typeof PERMISSION_KEYS)[number], value: boolean) =>
    setSetting('permissions', { ...permissions, [role]: { ...questionPermissionFor(permissions, role), [key]: value } });

  return (
    <EditorSection title={t('jobTypeEditor.sections.access')} testId="access-section">
      <Stack spacing={0}>
        <SwitchField label={t('jobTypeEditor.access.clientVisible')} checked={props.isClientVisible} onChange={(v) => setLook('isClientVisible', v)} disabled={readOnly} />
        <SwitchField label={t('jobTypeEditor.access.disabled')} checked={props.disabled} onChange={(v) => setLook('disabled', v)} />
        {!props.shared && (
          <SwitchField label={t('jobTypeEditor.access.global')} checked={props.isGlobal} onChange={(v) => setLook('is_global', v)} error={props.globalIssue} disabled={readOnly} />
        )}
        {props.isGlobal && props.childrenCount > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('jobTypeEditor.access.sharedWith', { count: props.childrenCount })}
          </Typography>
        )}
      </Stack>
      <TextField
        label={t('jobTypeEditor.access.managementNote')}
        value={(settings.managementNote as string | undefined) ?? ''}
        onChange={(event) => setSetting('managementNote', event.target.value)}
        error={Boolean(issue('settings.managementNote'))}
        helperText={issue('settings.managementNote') ?? t('jobTypeEditor.access.managementNoteHelp')}
        disabled={readOnly}
        multiline
        minRows={2}
      />
      <Stack spacing={0.5} sx={{ overflowX: 'auto' }}>
        <Typography variant="subtitle2" component="h4" id={tableTitle}>
          {t('jobTypeEditor.access.permissions')}
        </Typography>
        <Table size="small" aria-labelledby={tableTitle} sx={{ minWidth: 340 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('jobTypeEditor.access.role')}</TableCell>
              {PERMISSION_KEYS.map((key) => (
                <TableCell key={key} align="center">
                  {t(`jobTypeEditor.access.${key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {ROLES.map((role) => {
              const entry = questionPermissionFor(permissions, role);
              return (
                <TableRow key={role}>
                  <TableCell component="th" scope="row">
                    {t(`roles.${role}`)}
                  </TableCell>
                  {PERMISSION_KEYS.map((key) => (
                    <TableCell key={key} align="center" padding="checkbox">
                      <Checkbox
                        checked={entry[key]}
                        onChange={(event) => setPermission(role, key, event.target.checked)}
                        disabled={readOnly}
                        slotProps={{ input: { 'aria-label': t('jobTypeEditor.access.permissionOf', { role: t(`roles.${role}`), what: t(`jobTypeEditor.access.${key}`) }) } }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Stack>
    </EditorSection>
  );
});
