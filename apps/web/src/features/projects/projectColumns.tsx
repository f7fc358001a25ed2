import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { displayName, type ProjectSummary } from '@fieldwork/contracts';
import { formatDisplayDateTime } from '../../components/attachments/displayDate';
import type { GridListColumn } from '../../components/grid/types';
import { ProjectAvatar } from './ProjectAvatar';
import { UserCircles } from './UserCircles';

/** 'DD/MM/YY' in every language: the day of the spec's 'DD/MM/YY, HH:mm'. */
export function formatProjectDate(iso: string): string {
  return formatDisplayDateTime(iso)?.split(',')[0] ?? '';
}

/** Where a project is: its address, or its coordinates when it has none. */
export function locationText(p: Pick<ProjectSummary, 'location'>): string {
  if (!p.location) return '';
  return p.location.address || `${p.location.lat}, ${p.location.long}`;
}

/** The projects table's columns, by the definition's keys (projectsList). */
export function projectColumns(t: TFunction): GridListColumn<ProjectSummary>[] {
  return [
    {
      key: 'name',
      flex: 1.5,
      minWidth: 220,
      value: (p) => p.name,
      render: (p) => (
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0, height: '100%' }}>
          {/* The name beside it says which project it is: the picture is decoration here. */}
          <Box aria-hidden sx={{ display: 'flex' }}>
            <ProjectAvatar project={p} size={32} />
          </Box>
          <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 500 }}>
            <bdi>{p.name}</bdi>
          </Box>
        </Stack>
      ),
    },
    {
      key: 'company',
      flex: 1,
      minWidth: 160,
      value: (p) => p.company ?? '',
      render: (p) => (p.company ? <bdi>{p.company}</bdi> : <Box component="span" sx={{ color: 'text.secondary' }}>{t('projects.noCompany')}</Box>),
    },
    {
      key: 'users',
      width: 170,
      value: (p) => p.users.map(displayName).join(', '),
      render: (p) =>
        p.users.length > 0 ? (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <UserCircles users={p.users} count={p.usersCount} />
          </Box>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>{t('projects.people.none')}</Box>
        ),
    },
    {
      key: 'location',
      flex: 1,
      minWidth: 160,
      value: (p) => locationText(p),
      render: (p) =>
        p.location ? <bdi>{locationText(p)}</bdi> : <Box component="span" sx={{ color: 'text.secondary' }}>{t('projects.view.noLocation')}</Box>,
    },
    { key: 'createdAt', width: 130, value: (p) => formatProjectDate(p.created_at), render: (p) => <span dir="ltr">{formatProjectDate(p.created_at)}</span> },
  ];
}
