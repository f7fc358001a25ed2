import { Suspense, useState, type ReactElement } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/access/useCan';
import { useCurrentUser } from '../../app/session/useSession';
import { MOBILE_BREAKPOINT } from '../../app/theme/createAppTheme';
import { lazyWithCatalogues } from '../../app/i18n/lazyWithCatalogues';
import { pickersCatalogue } from '../../components/pickers/locales';
import { jobTypesCatalogue } from '../jobTypes/locales';
import { createOptions, isJobOnly, type CreateKind } from './createOptions';
import { ProjectWizard } from '../projects/wizard/ProjectWizard';
import { UserWizard } from './UserWizard';

const ICONS: Record<CreateKind, ReactElement> = {
  project: <FolderOutlined />,
  job: <AssignmentOutlined />,
  user: <PersonAddAlt />,
  jobType: <CategoryOutlined />,
};

/** The job type wizard and its strings load when it is chosen. */
const JobTypeWizard = lazyWithCatalogues([jobTypesCatalogue], () => import('../jobTypes/wizard/JobTypeWizard').then((m) => m.JobTypeWizard));
/** The job wizard (with its date picker) and the pickers' strings load when it is chosen. */
const JobWizard = lazyWithCatalogues([pickersCatalogue], () => import('./job/JobWizard').then((m) => m.JobWizard));

type Step = 'start' | CreateKind;

/**
 * Create new (spec 1 section 2.6): the "what to create" page, then the chosen wizard. Clients and
 * inspectors go straight to the job wizard (the job-only wizard). `initial` opens one wizard at
 * once (the job-type submenu's Create new); Back then closes, as there is no page before it. The
 * project wizard's "create a job in it" opens the job wizard with that project chosen.
 */
export function CreateNewDialog({ onClose, initial }: { onClose: () => void; initial?: CreateKind }) {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const can = useCan();
  const options = createOptions(role, can);
  const direct = isJobOnly(role) ? 'job' : initial && options.includes(initial) ? initial : null;
  const [step, setStep] = useState<Step>(direct ?? 'start');
  // The project a job is created in from the project wizard's final step.
  const [jobProject, setJobProject] = useState<string | null>(null);
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const back = direct ? onClose : () => setStep('start');

  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="sm" aria-labelledby="create-new-title" data-testid="create-new">
      <DialogTitle id="create-new-title">{step === 'start' ? t('wizards.title') : t(`wizards.start.${step}`)}</DialogTitle>
      {step === 'start' && (
        <>
          <DialogContent>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('wizards.start.heading')}
            </Typography>
            <List aria-label={t('wizards.start.heading')}>
              {options.map((kind) => (
                <ListItemButton key={kind} onClick={() => setStep(kind)} data-testid={`create-${kind}`} sx={{ borderRadius: 2 }}>
                  <ListItemIcon>{ICONS[kind]}</ListItemIcon>
                  <ListItemText primary={t(`wizards.start.${kind}`)} secondary={t(`wizards.start.${kind}Body`)} />
                </ListItemButton>
              ))}
            </List>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('wizards.close')}</Button>
          </DialogActions>
        </>
      )}
      {step === 'user' && <UserWizard onBack={back} onClose={onClose} />}
      {step === 'project' && (
        <ProjectWizard
          onBack={back}
          onClose={onClose}
          onCreateJob={
            options.includes('job')
              ? (projectId) => {
                  setJobProject(projectId);
                  setStep('job');
                }
              : undefined
          }
        />
      )}
      {step === 'jobType' && (
        <Suspense fallback={<DialogContent aria-busy="true" />}>
          <JobTypeWizard onBack={back} onClose={onClose} />
        </Suspense>
      )}
      {step === 'job' && (
        <Suspense fallback={<DialogContent aria-busy="true" />}>
          <JobWizard onBack={back} onClose={onClose} initialProject={jobProject} />
        </Suspense>
      )}
    </Dialog>
  );
}
