import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { displayName, type JobSummary } from '@fieldwork/contracts';
import { formatDisplayDateTime } from '../../components/attachments/displayDate';
import { StatusChip } from '../../components/jobStatuses/StatusChip';
import type { GridListColumn } from '../../components/grid/types';
import { ProjectAvatar } from '../projects/ProjectAvatar';
import { UserCircles } from '../projects/UserCircles';
import { JobTypeIcon } from './JobTypeIcon';

const noValue = (text: string) => (
  <Box component="span" sx={{ color: 'text.secondary' }}>
    {text}
  </Box>
);

/** A date and time as the spec writes it everywhere: 'DD/MM/YY, HH:mm', left to right in Hebrew too. */
export function JobDate({ iso }: { iso: string | null }) {
  const text = iso ? formatDisplayDateTime(iso) : null;
  return text ? (
    <Box component="time" dateTime={iso!} dir="ltr">
      {text}
    </Box>
  ) : null;
}

/** The jobs table's columns, by the definition's keys (jobsList). */
export function jobColumns(t: TFunction, statusLabel: (name: string) => string): GridListColumn<JobSummary>[] {
  return [
    { key: 'ID', width: 90, value: (j) => j.ID, render: (j) => <Box component="span" sx={{ fontWeight: 600 }} dir="ltr">#{j.ID}</Box> },
    {
      key: 'status',
      width: 140,
      value: (j) => statusLabel(j.status),
      render: (j) => (
        <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
          <StatusChip status={j.status} />
        </Box>
      ),
    },
    {
      key: 'jobType',
      flex: 1,
      minWidth: 180,
      value: (j) => j.jobType.title,
      render: (j) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, height: '100%' }}>
          <JobTypeIcon icon={j.jobType.icon} />
          <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            <bdi>{j.jobType.title}</bdi>
          </Box>
        </Stack>
      ),
    },
    {
      key: 'project',
      flex: 1,
      minWidth: 180,
      value: (j) => j.project?.name ?? '',
      render: (j) =>
        j.project ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, height: '100%' }}>
            <Box aria-hidden sx={{ display: 'flex' }}>
              <ProjectAvatar project={j.project} size={28} />
            </Box>
            <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              <bdi>{j.project.name}</bdi>
            </Box>
          </Stack>
        ) : (
          noValue(t('jobs.noProject'))
        ),
    },
    {
      key: 'users',
      width: 150,
      value: (j) => j.users.map(displayName).join(', '),
      render: (j) =>
        j.users.length > 0 ? (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <UserCircles users={j.users} moreKey="jobs.people.circlesMore" />
          </Box>
        ) : (
          noValue(t('jobs.people.none'))
        ),
    },
    {
      key: 'startDate',
      width: 150,
      value: (j) => (j.startDate ? (formatDisplayDateTime(j.startDate) ?? '') : ''),
      render: (j) => (j.startDate ? <JobDate iso={j.startDate} /> : noValue(t('jobs.noDate'))),
    },
    { key: 'createdAt', width: 150, value: (j) => formatDisplayDateTime(j.created_at) ?? '', render: (j) => <JobDate iso={j.created_at} /> },
  ];
}
