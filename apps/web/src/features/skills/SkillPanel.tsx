import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Skill } from '@fieldwork/contracts';
import { formatSkillDate, RoleChips } from './skillColumns';

interface SkillPanelProps {
  skills: readonly Skill[];
  onEdit: (skill: Skill) => void;
  onDelete: (skill: Skill) => void;
}

/** The right panel of /settings/skills: one skill with Edit and Delete, or the names of several. */
export function SkillPanel({ skills, onEdit, onDelete }: SkillPanelProps) {
  const { t } = useTranslation();
  if (skills.length !== 1) {
    return (
      <Stack spacing={1} data-testid="skill-panel">
        <Typography variant="body2" color="text.secondary">{t('skills.selected', { count: skills.length })}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {skills.map((s) => (
            <li key={s.id}><bdi>{s.name}</bdi></li>
          ))}
        </Box>
      </Stack>
    );
  }
  const skill = skills[0]!;
  return (
    <Stack spacing={2} data-testid="skill-panel">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        {skill.avatar && <Avatar src={skill.avatar} alt="" sx={{ width: 48, height: 48 }} />}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <bdi>{skill.name}</bdi>
          </Typography>
          {skill.label && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{skill.label}</bdi>
            </Typography>
          )}
        </Box>
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, alignItems: 'center' }}>
        <Typography component="dt" variant="body2" color="text.secondary">{t('skills.columns.roles')}</Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <RoleChips roles={skill.roles} t={t} />
        </Box>
        <Typography component="dt" variant="body2" color="text.secondary">{t('skills.columns.createdAt')}</Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          <span dir="ltr">{formatSkillDate(skill.created_at)}</span>
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => onEdit(skill)}>
          {t('skills.edit')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => onDelete(skill)}>
          {t('skills.delete')}
        </Button>
      </Stack>
    </Stack>
  );
}
