import { useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AssignmentWarning, JobDetail } from '@fieldwork/contracts';
import { useCan } from '../../../../app/access/useCan';
import { Picker } from '../../../../components/pickers/Picker';
import { fuzzyFilter } from '../../../../components/pickers/fuzzy';
import { useUserOptions } from '../../../../components/pickers/UserPicker';
import { useAssignJobMutation, useGetAssigneeSuggestionsQuery, type AssigneeSuggestion } from '../../../jobs/jobsApi';
import { jobWizardErrorText } from '../jobWizardErrors';
import { StepFrame } from '../StepFrame';
import { ListStatus } from './ListStatus';

const nameOf = (person: { name: { first: string; last: string }; email: string }) => `${person.name.first} ${person.name.last}`.trim() || person.email;

interface AssignStepProps {
  job: JobDetail;
  progress: ReactNode;
  /** The job as it is after this step. */
  onDone: (job: JobDetail) => void;
}

/**
 * Assign people (PUT /v2/jobs/{id}/assign): the suggestions, best first (most required skills in
 * force), each saying what it holds and lacks; others found by search for those who list users.
 * An assignment outside someone's availability or skills is made, and its warnings shown before
 * moving on (spec 2 section 4).
 */
export function AssignStep({ job, progress, onDone }: AssignStepProps) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const suggestions = useGetAssigneeSuggestionsQuery(job._id);
  const [assign, { isLoading, error }] = useAssignJobMutation();
  const [chosen, setChosen] = useState<string[]>(() => job.users.map((u) => u._id));
  const [others, setOthers] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const [warned, setWarned] = useState<{ job: JobDetail; warnings: AssignmentWarning[] } | null>(null);

  const people = suggestions.data ?? [];
  const shown = useMemo(() => fuzzyFilter(people, filter, [{ name: 'fullName', getFn: nameOf }, 'email']), [people, filter]);
  const users = [...new Set([...chosen, ...others])];
  const requiredCount = job.requiredSkills.length;

  function toggle(id: string) {
    setChosen((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));
  }

  async function save() {
    try {
      const reply = await assign({ id: job._id, users }).unwrap();
      if (reply.warnings.length > 0) setWarned(reply);
      else onDone(reply.job);
    } catch {
      // The alert reads the mutation's error; the choice stays.
    }
  }

  const nameOfId = (id: string) => {
    const person = warned?.job.users.find((u) => u._id === id) ?? people.find((p) => p._id === id);
    return person ? nameOf(person) : id;
  };

  const actions = warned ? (
    <Button variant="contained" onClick={() => onDone(warned.job)}>
      {t('wizards.job.continue')}
    </Button>
  ) : (
    <>
      <Button onClick={() => onDone(job)} disabled={isLoading}>
        {t('wizards.job.skip')}
      </Button>
      <Button variant="contained" onClick={() => void save()} disabled={users.length === 0 || isLoading}>
        {isLoading ? t('wizards.job.assign.assigning') : t('wizards.job.assign.assign')}
      </Button>
    </>
  );

  return (
    <StepFrame progress={progress} heading={t('wizards.job.assign.heading')} actions={actions} testId="job-assign-step">
      {warned ? (
        <Alert severity="warning" role="alert" data-testid="assign-warnings">
          <AlertTitle>{t('wizards.job.assign.warningsTitle')}</AlertTitle>
          <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
            {warned.warnings.map((w) => (
              <li key={`${w.user}-${w.kind}`}>
                {w.kind === 'unavailable'
                  ? t('wizards.job.assign.unavailable', { name: nameOfId(w.user) })
                  : t('wizards.job.assign.missingSkills', { name: nameOfId(w.user), skills: w.skills.join(', ') })}
              </li>
            ))}
          </Stack>
        </Alert>
      ) : (
        <Stack spacing={1.5}>
          <Typography variant="subtitle2" component="h4" id="assign-suggested">
            {t('wizards.job.assign.suggested')}
          </Typography>
          <ListStatus list={{ items: people, loading: suggestions.isLoading, failed: suggestions.isError, retry: () => void suggestions.refetch() }} />
          {suggestions.isSuccess && people.length === 0 && <Typography color="text.secondary">{t('wizards.job.assign.noSuggestions')}</Typography>}
          {people.length > 0 && (
            <>
              {people.length > 5 && (
                <TextField size="small" label={t('wizards.job.assign.filter')} value={filter} onChange={(e) => setFilter(e.target.value)} slotProps={{ htmlInput: { dir: 'auto' } }} />
              )}
              <List dense aria-labelledby="assign-suggested" sx={{ maxHeight: 320, overflowY: 'auto' }} data-testid="assign-suggestions">
                {shown.map((person) => (
                  <Suggestion key={person._id} person={person} requiredCount={requiredCount} checked={chosen.includes(person._id)} onToggle={() => toggle(person._id)} />
                ))}
              </List>
              {shown.length === 0 && <Typography color="text.secondary">{t('wizards.job.assign.noMatches')}</Typography>}
            </>
          )}
          {can('user.list') && (
            <Picker label={t('wizards.job.assign.someoneElse')} value={others} onChange={setOthers} useOptions={useUserOptions} />
          )}
          {error && (
            <Alert severity="error" role="alert" data-testid="assign-error">
              {jobWizardErrorText(error, t, i18n.language)}
            </Alert>
          )}
        </Stack>
      )}
    </StepFrame>
  );
}

function Suggestion({ person, requiredCount, checked, onToggle }: { person: AssigneeSuggestion; requiredCount: number; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const labelId = `assign-${person._id}`;
  const details = [
    person.email,
    requiredCount > 0 ? t('wizards.job.assign.skillsInForce', { count: person.skillsInForce }) : null,
    person.missingSkills.length > 0 ? t('wizards.job.assign.lacks', { skills: person.missingSkills.join(', ') }) : null,
  ].filter(Boolean);
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={onToggle} dense sx={{ borderRadius: 1 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Checkbox
            edge="start"
            checked={checked}
            tabIndex={-1}
            disableRipple
            slotProps={{ input: { 'aria-labelledby': `${labelId}-name`, 'aria-describedby': `${labelId}-details` } as object }}
          />
        </ListItemIcon>
        <ListItemText
          primary={<bdi>{nameOf(person)}</bdi>}
          secondary={<bdi>{details.join(' · ')}</bdi>}
          slotProps={{ primary: { id: `${labelId}-name` }, secondary: { id: `${labelId}-details`, sx: { overflowWrap: 'anywhere' } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
