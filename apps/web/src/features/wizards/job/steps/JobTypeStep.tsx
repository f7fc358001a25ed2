import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobTypeSummary } from '@fieldwork/contracts';
import { useCan } from '../../../../app/access/useCan';
import { fuzzyFilter } from '../../../../components/pickers/fuzzy';
import { QuestionnaireIcon } from '../../../jobTypes/QuestionnaireIcon';
import type { ListState } from '../useJobWizardChoices';
import { ListStatus } from './ListStatus';

/** Past this many job types the step offers a search. */
const SEARCH_FROM = 8;

interface JobTypeStepProps {
  list: ListState<JobTypeSummary>;
  value: string | null;
  onChange: (id: string) => void;
  /** Say that a choice is needed (after Next was tried without one). */
  showMissing: boolean;
  /** The step's heading, which names the choice. */
  labelledBy: string;
}

/** Step 1: the job type, one of those the caller may create jobs of, each with its icon. */
export function JobTypeStep({ list, value, onChange, showMissing, labelledBy }: JobTypeStepProps) {
  const { t } = useTranslation();
  const can = useCan();
  const [text, setText] = useState('');
  const shown = useMemo(() => fuzzyFilter(list.items, text, ['title']), [list.items, text]);
  const status = <ListStatus list={list} />;
  if (list.loading || list.failed) return status;

  if (list.items.length === 0) {
    return (
      <Stack spacing={0.5} data-testid="no-job-types">
        <Typography>{t('wizards.job.noJobTypes')}</Typography>
        {can('jobType.manage') && <Typography color="text.secondary">{t('wizards.job.noJobTypesAdmin')}</Typography>}
      </Stack>
    );
  }

  return (
    <FormControl error={showMissing && !value} fullWidth>
      {list.items.length > SEARCH_FROM && (
        <TextField
          size="small"
          label={t('wizards.job.searchJobTypes')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ mb: 1 }}
          slotProps={{ htmlInput: { dir: 'auto' } }}
        />
      )}
      <RadioGroup aria-labelledby={labelledBy} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {shown.map((type) => (
          <FormControlLabel
            key={type._id}
            value={type._id}
            control={<Radio />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <QuestionnaireIcon icon={type.icon} fontSize="small" color="action" />
                <bdi>{type.title}</bdi>
              </Box>
            }
            sx={{ borderRadius: 2, mx: 0, pr: 1, '&:hover': { bgcolor: 'action.hover' } }}
          />
        ))}
      </RadioGroup>
      {shown.length === 0 && <Typography color="text.secondary">{t('wizards.job.noJobTypeMatches')}</Typography>}
      {showMissing && !value && <FormHelperText role="alert">{t('wizards.job.required.jobType')}</FormHelperText>}
    </FormControl>
  );
}
