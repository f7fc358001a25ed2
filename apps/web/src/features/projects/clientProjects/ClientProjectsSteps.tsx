import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProjectChoice } from '@fieldwork/contracts';
import { errorMessage } from '../../../app/errors/errorMessages';
import { ProjectAvatar } from '../ProjectAvatar';
import { useGetAllProjectsQuery, useGetProjectCompaniesQuery } from '../projectsApi';

/** A client project as the steps hold it: enough to show it by name. */
export interface ClientProjectRef {
  _id: string;
  name: string;
  avatar: string | null;
  company?: string | null;
}

export interface ClientProjectsChoice {
  companies: string[];
  projects: ClientProjectRef[];
}

/** The project list shows 5, then more on demand (spec 1 section 9). */
export const PROJECTS_SHOWN = 5;

interface ClientProjectsStepsProps {
  initial: ClientProjectsChoice;
  /** The last step's button: Done. */
  doneLabel: string;
  /** Done stays disabled while no project is chosen (the invitation of a client needs one). */
  requireProject?: boolean;
  busy?: boolean;
  onDone: (choice: ClientProjectsChoice) => void;
}

/**
 * A client's companies and projects, in two steps (spec 1 section 4.3): the companies
 * (GET /v2/projects/companies), then the projects of those companies (GET /v2/projects/all; every
 * project when no company is chosen). Back is disabled on the first step, Next shows on all but
 * the last, Done on the last hands the companies and projects back.
 */
export function ClientProjectsSteps({ initial, doneLabel, requireProject = false, busy = false, onDone }: ClientProjectsStepsProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<1 | 2>(1);
  const [companies, setCompanies] = useState<string[]>(initial.companies);
  const [projects, setProjects] = useState<ClientProjectRef[]>(initial.projects);
  const doneDisabled = busy || (requireProject && projects.length === 0);

  return (
    <Stack spacing={2} data-testid="client-projects-steps">
      <Typography variant="body2" color="text.secondary" data-testid="client-step">
        {t('projects.clientSteps.step', { step, count: 2 })} · {step === 1 ? t('projects.clientSteps.companiesTitle') : t('projects.clientSteps.projectsTitle')}
      </Typography>
      {step === 1 ? (
        <CompaniesStep value={companies} onChange={setCompanies} />
      ) : (
        <ProjectsStep companies={companies} value={projects} onChange={setProjects} />
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => setStep(1)} disabled={step === 1}>
          {t('projects.clientSteps.back')}
        </Button>
        {step === 1 ? (
          <Button variant="contained" onClick={() => setStep(2)}>
            {t('projects.clientSteps.next')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => onDone({ companies, projects })} disabled={doneDisabled}>
            {doneLabel}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function CompaniesStep({ value, onChange }: { value: string[]; onChange: (companies: string[]) => void }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useGetProjectCompaniesQuery();
  if (isLoading) return <Loading label={t('projects.clientSteps.loadingCompanies')} />;
  if (isError || !data) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('projects.clientSteps.retry')}</Button>}>
        {errorMessage(error as Parameters<typeof errorMessage>[0], t, i18n.language)}
      </Alert>
    );
  }
  // A company chosen before that no project names any more stays listed, so it can be taken off.
  const names = [...new Set([...data.map((c) => c.name), ...value])];
  const counts = new Map(data.map((c) => [c.name, c.projects]));
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ mb: 1 }}>{t('projects.clientSteps.companiesHelp')}</Typography>
      {names.length === 0 ? (
        <Typography color="text.secondary" data-testid="no-companies">{t('projects.clientSteps.noCompanies')}</Typography>
      ) : (
        <FormGroup sx={{ maxHeight: 280, overflow: 'auto', flexWrap: 'nowrap' }}>
          {names.map((name) => (
            <FormControlLabel
              key={name}
              control={
                <Checkbox
                  checked={value.includes(name)}
                  onChange={(event) => onChange(event.target.checked ? [...value, name] : value.filter((c) => c !== name))}
                />
              }
              label={
                <span>
                  <bdi>{name}</bdi>{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t('projects.clientSteps.projectCount', { count: counts.get(name) ?? 0 })}
                  </Typography>
                </span>
              }
            />
          ))}
        </FormGroup>
      )}
    </Box>
  );
}

function ProjectsStep({ companies, value, onChange }: { companies: string[]; value: ClientProjectRef[]; onChange: (projects: ClientProjectRef[]) => void }) {
  const { t, i18n } = useTranslation();
  const sortedCompanies = useMemo(() => [...companies].sort(), [companies]);
  const { data, isLoading, isError, error, refetch } = useGetAllProjectsQuery(sortedCompanies);
  const [shown, setShown] = useState(PROJECTS_SHOWN);
  if (isLoading) return <Loading label={t('projects.clientSteps.loadingProjects')} />;
  if (isError || !data) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('projects.clientSteps.retry')}</Button>}>
        {errorMessage(error as Parameters<typeof errorMessage>[0], t, i18n.language)}
      </Alert>
    );
  }
  // Projects already chosen come first, found or not (one of another company stays removable).
  const chosenIds = new Set(value.map((p) => p._id));
  const rows: ClientProjectRef[] = [...value, ...data.filter((p: ProjectChoice) => !chosenIds.has(p._id))];
  const toggle = (project: ClientProjectRef, on: boolean) =>
    onChange(on ? [...value, { _id: project._id, name: project.name, avatar: project.avatar, company: project.company ?? null }] : value.filter((p) => p._id !== project._id));

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ mb: 1 }}>
        {companies.length > 0 ? t('projects.clientSteps.projectsHelp', { count: companies.length }) : t('projects.clientSteps.projectsHelpAll')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary" data-testid="no-projects">{t('projects.clientSteps.noProjects')}</Typography>
      ) : (
        <FormGroup sx={{ flexWrap: 'nowrap' }}>
          {rows.slice(0, shown).map((project) => (
            <FormControlLabel
              key={project._id}
              control={<Checkbox checked={chosenIds.has(project._id)} onChange={(event) => toggle(project, event.target.checked)} />}
              label={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, py: 0.5 }}>
                  <Box aria-hidden sx={{ display: 'flex' }}>
                    <ProjectAvatar project={project} size={28} />
                  </Box>
                  <span>
                    <bdi>{project.name}</bdi>
                    {project.company && (
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        <bdi>{project.company}</bdi>
                      </Typography>
                    )}
                  </span>
                </Stack>
              }
            />
          ))}
        </FormGroup>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        {rows.length > shown && (
          <Button size="small" onClick={() => setShown((n) => n + PROJECTS_SHOWN)}>
            {t('projects.clientSteps.loadMore', { count: Math.min(PROJECTS_SHOWN, rows.length - shown) })}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" role="status">
          {t('projects.clientSteps.chosen', { count: value.length })}
        </Typography>
      </Stack>
    </Box>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }} aria-busy="true">
      <CircularProgress size={20} aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}
