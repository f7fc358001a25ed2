import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Avatar from '@mui/material/Avatar';
import type { ProjectSummary } from '@fieldwork/contracts';

/** A project's picture (its 500x500 rendition), or a folder on the brand colour when it has none. */
export function ProjectAvatar({ project, size = 40 }: { project: Pick<ProjectSummary, 'name' | 'avatar'>; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      src={project.avatar ?? undefined}
      alt={project.name}
      sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <FolderOutlined sx={{ fontSize: size * 0.55 }} />
    </Avatar>
  );
}
