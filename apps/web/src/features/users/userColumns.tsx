import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { displayName, type UserRow } from '@fieldwork/contracts';
import { formatDisplayDateTime } from '../../components/attachments/displayDate';
import type { GridListColumn } from '../../components/grid/types';
import { UserAvatar } from '../../components/UserAvatar';
import { UserStateChip } from './UserStateChip';

/** Chip lists show 4, then '+N more' (spec 1 section 9). */
export const SHOWN_SKILLS = 4;

/** 'DD/MM/YY' in every language: the day of the files list's 'DD/MM/YY, HH:mm'. */
export function formatUserDate(iso: string): string {
  return formatDisplayDateTime(iso)?.split(',')[0] ?? '';
}

/** A user's skills as chips: the first four, then how many more. */
export function SkillChips({ skills, t }: { skills: UserRow['skills']; t: TFunction }) {
  if (skills.length === 0) return null;
  const rest = skills.length - SHOWN_SKILLS;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, py: 0.5 }}>
      {skills.slice(0, SHOWN_SKILLS).map((s) => (
        <Chip key={s._id} size="small" label={<bdi>{s.name}</bdi>} />
      ))}
      {rest > 0 && <Chip size="small" variant="outlined" label={t('users.moreSkills', { count: rest })} />}
    </Stack>
  );
}

/** The users table's columns, by the definition's keys (usersList). */
export function userColumns(t: TFunction): GridListColumn<UserRow>[] {
  return [
    {
      key: 'name',
      flex: 1.4,
      minWidth: 200,
      value: (u) => displayName(u),
      render: (u) => (
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0, height: '100%' }}>
          {/* The name beside it says who it is: the picture is decoration here. */}
          <Box aria-hidden sx={{ display: 'flex' }}>
            <UserAvatar user={u} size={32} />
          </Box>
          <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 500 }}>
            <bdi>{displayName(u)}</bdi>
          </Box>
        </Stack>
      ),
    },
    // E-mail addresses read left to right inside Hebrew text.
    { key: 'email', flex: 1.4, minWidth: 200, value: (u) => u.email, render: (u) => <span dir="ltr">{u.email}</span> },
    { key: 'role', width: 190, value: (u) => t(`roles.${u.role}`) },
    { key: 'state', width: 120, value: (u) => t(`users.states.${u.state}`), render: (u) => <UserStateChip state={u.state} /> },
    { key: 'skills', flex: 1, minWidth: 160, value: (u) => u.skills.map((s) => s.name).join(', '), render: (u) => <SkillChips skills={u.skills} t={t} /> },
    { key: 'createdAt', width: 120, value: (u) => formatUserDate(u.created_at), render: (u) => <span dir="ltr">{formatUserDate(u.created_at)}</span> },
  ];
}
