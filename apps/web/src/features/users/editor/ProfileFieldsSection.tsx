import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isCoreUserFieldKey, type UserDetail, type UserFieldDefinition, type UserFieldType } from '@fieldwork/contracts';
import { useCan } from '../../../app/access/useCan';
import { UserFieldInput } from '../fields/UserFieldInput';
import { fieldRule } from './editorRules';

/** Types that take the whole width of the form. */
const WIDE: readonly UserFieldType[] = ['textWithFiles', 'file', 'userSelection', 'richText', 'table'];

interface ProfileFieldsSectionProps {
  user: UserDetail;
  fields: readonly UserFieldDefinition[];
  values: Record<string, unknown>;
  editable: boolean;
  onChange: (key: string, value: unknown) => void;
}

/**
 * The instance's profile fields (userFields of the bootstrap) that the viewer may read, each
 * editable where the field's rules let them write it (spec 3 sections 3 and 6). E-mail, phone,
 * projects, skills and files are the user's own properties and show elsewhere.
 */
export function ProfileFieldsSection({ user, fields, values, editable, onChange }: ProfileFieldsSectionProps) {
  const { t } = useTranslation();
  const can = useCan();
  const shown = fields
    .filter((field) => !isCoreUserFieldKey(field.value))
    .map((field) => ({ field, rule: fieldRule(can, field, user.id, user.fields[field.value], editable) }))
    .filter(({ rule }) => rule.read);
  if (shown.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="fields-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id="fields-heading" sx={{ mb: 2 }}>{t('users.editor.details')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5, alignItems: 'start' }}>
        {shown.map(({ field, rule }) => (
          <Box key={field.value} data-testid={`field-${field.value}`} sx={{ gridColumn: WIDE.includes(field.type) ? '1 / -1' : undefined, minWidth: 0 }}>
            <UserFieldInput field={field} value={values[field.value]} onChange={(value) => onChange(field.value, value)} readOnly={!rule.write} userId={user.id} />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
