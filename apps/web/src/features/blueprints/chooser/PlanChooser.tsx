import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { ProjectPlans } from './useProjectPlans';

export interface PlanChooserProps {
  /** The project's plans (useProjectPlans), read once by the opener, which also skips the chooser for a single plan. */
  plans: ProjectPlans;
  onChoose(fileId: string): void;
}

/**
 * The plan chooser (spec 3 section 2): the PDF plans of the job's project, measured ones for
 * everyone, unmeasured ones only for those who may calibrate (with the measure warning), each
 * with how many of the job's elements it holds; 'There are no available blueprints for this
 * answer!' when none is offered.
 */
export function PlanChooser({ plans, onChoose }: PlanChooserProps) {
  const { t } = useTranslation();
  if (plans.status === 'loading') {
    return (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ p: 2 }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('blueprints.chooser.loading')}</Typography>
      </Stack>
    );
  }
  if (plans.status === 'error') {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={plans.retry}>{t('blueprints.chooser.retry')}</Button>}>
        {t('blueprints.chooser.failed')}
      </Alert>
    );
  }
  if (plans.plans.length === 0) {
    return (
      <Alert severity="info" role="status">
        {t('blueprints.chooser.noPlans')}
      </Alert>
    );
  }
  return (
    <Box component="section" aria-labelledby="plan-chooser-title">
      <Typography id="plan-chooser-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('blueprints.chooser.title')}
      </Typography>
      {plans.markedPlans > 1 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('blueprints.chooser.multipleMarked')} ({plans.markedPlans})
        </Alert>
      )}
      <List aria-labelledby="plan-chooser-title">
        {plans.plans.map((plan) => (
          <ListItemButton key={plan.id} onClick={() => onChoose(plan.id)} sx={{ borderRadius: 1, minHeight: 56 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <PictureAsPdfOutlined aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={<bdi>{plan.name}</bdi>}
              secondary={plan.marked > 0 ? t('blueprints.chooser.marked', { count: plan.marked }) : t('blueprints.chooser.unmarked')}
            />
            {!plan.measured && (
              <Tooltip title={t('blueprints.chooser.notMeasured')}>
                <WarningAmber color="warning" titleAccess={t('blueprints.chooser.notMeasured')} sx={{ marginInlineStart: 1 }} />
              </Tooltip>
            )}
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
