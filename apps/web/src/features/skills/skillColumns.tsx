import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import type { Skill } from '@fieldwork/contracts';
import { formatDisplayDateTime } from '../../components/attachments/displayDate';
import type { GridListColumn } from '../../components/grid/types';

/** 'DD/MM/YY' in every language. */
export function formatSkillDate(iso: string): string {
  return formatDisplayDateTime(iso)?.split(',')[0] ?? '';
}

/** The roles a skill is given to, as chips; "Every role" when none is chosen. */
export function RoleChips({ roles, t }: { roles: Skill['roles']; t: TFunction }) {
  if (roles.length === 0) return <Chip size="small" variant="outlined" label={t('skills.everyRole')} />;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, py: 0.5 }}>
      {roles.map((role) => (
        <Chip key={role} size="small" label={t(`roles.${role}`)} />
      ))}
    </Stack>
  );
}

/** The skills table's columns, by the definition's keys (skillsList). */
export function skillColumns(t: TFunction): GridListColumn<Skill>[] {
  return [
    {
      key: 'name',
      flex: 1.2,
      minWidth: 200,
      value: (s) => s.name,
      render: (s) => (
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0, height: '100%' }}>
          {s.avatar && <Avatar src={s.avatar} alt="" sx={{ width: 28, height: 28 }} />}
          <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 500 }}>
            <bdi>{s.name}</bdi>
          </Box>
        </Stack>
      ),
    },
    { key: 'label', flex: 1.2, minWidth: 160, value: (s) => s.label ?? '', render: (s) => (s.label ? <bdi>{s.label}</bdi> : null) },
    { key: 'roles', flex: 1.4, minWidth: 200, value: (s) => s.roles.map((r) => t(`roles.${r}`)).join(', '), render: (s) => <RoleChips roles={s.roles} t={t} /> },
    { key: 'createdAt', width: 120, value: (s) => formatSkillDate(s.created_at), render: (s) => <span dir="ltr">{formatSkillDate(s.created_at)}</span> },
  ];
}
