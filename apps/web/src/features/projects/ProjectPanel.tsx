import type { ReactNode } from 'react';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { displayName, type ProjectSummary } from '@fieldwork/contracts';
import { UserAvatar } from '../../components/UserAvatar';
import { ProjectAvatar } from './ProjectAvatar';
import { formatProjectDate, locationText } from './projectColumns';

/** The right panel of /projects: one project's summary with the way into it, or the names of several. */
export function ProjectPanel({ projects }: { projects: readonly ProjectSummary[] }) {
  const { t } = useTranslation();
  if (projects.length !== 1) {
    return (
      <Stack spacing={1} data-testid="project-panel">
        <Typography variant="body2" color="text.secondary">{t('grid.selected', { count: projects.length })}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {projects.map((p) => (
            <li key={p._id}>
              <bdi>{p.name}</bdi>
            </li>
          ))}
        </Box>
      </Stack>
    );
  }
  const project = projects[0]!;
  return (
    <Stack spacing={2} data-testid="project-panel">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <ProjectAvatar project={project} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <bdi>{project.name}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {project.company ? <bdi>{project.company}</bdi> : t('projects.noCompany')}
          </Typography>
        </Box>
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, alignItems: 'start' }}>
        <Detail term={t('projects.columns.createdAt')}>
          <span dir="ltr">{formatProjectDate(project.created_at)}</span>
        </Detail>
        <Detail term={t('projects.columns.location')}>
          {project.location ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <PlaceOutlined fontSize="small" color="action" aria-hidden />
              <bdi>{locationText(project)}</bdi>
            </Stack>
          ) : (
            t('projects.view.noLocation')
          )}
        </Detail>
        <Detail term={t('projects.columns.users')}>
          {project.users.length === 0 ? (
            t('projects.people.none')
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
              {project.users.map((u) => (
                <Stack component="li" key={u._id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box aria-hidden sx={{ display: 'flex' }}>
                    <UserAvatar user={u} size={24} />
                  </Box>
                  <bdi>{displayName(u)}</bdi>
                </Stack>
              ))}
              {/* A list row carries the first people only. */}
              {project.usersCount > project.users.length && (
                <Typography component="li" variant="body2" color="text.secondary">
                  {t('projects.people.andMore', { count: project.usersCount - project.users.length })}
                </Typography>
              )}
            </Box>
          )}
        </Detail>
      </Box>
      <Box>
        <Button size="small" variant="contained" startIcon={<OpenInNewIcon />} component={RouterLink} to={`/project/view/${project._id}`}>
          {t('projects.openProject')}
        </Button>
      </Box>
    </Stack>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">{term}</Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{children}</Typography>
    </>
  );
}
