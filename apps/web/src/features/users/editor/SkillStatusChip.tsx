import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { UserSkill } from '@fieldwork/contracts';
import { formatDay, statusLook } from './userSkillForm';

const ICONS = { 0: <ErrorOutlineIcon />, 1: <ScheduleIcon />, 2: <CheckCircleOutlineIcon />, 3: <AllInclusiveIcon /> } as const;

/**
 * A held skill's expiration status (spec 2 section 3): red expired, yellow close to expire, green
 * valid or permanent, each with its words and the date, never the colour alone.
 */
export function SkillStatusChip({ expiration }: { expiration: UserSkill['expirationStatus'] }) {
  const { t } = useTranslation();
  const { key, color, tone } = statusLook(expiration.status);
  return (
    <Chip
      size="small"
      icon={ICONS[expiration.status]}
      label={<bdi>{t(key, { date: expiration.date ? formatDay(expiration.date) : '' })}</bdi>}
      data-testid="skill-status"
      data-color={color}
      sx={{ bgcolor: tone.fill, color: tone.text, border: 1, borderColor: tone.border, '& .MuiChip-icon': { color: tone.text } }}
    />
  );
}
