import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProjectChoice } from '@fieldwork/contracts';
import { fuzzyFilter } from '../../../../components/pickers/fuzzy';
import type { ListState } from '../useJobWizardChoices';
import { ListStatus } from './ListStatus';

interface ProjectStepProps {
  list: ListState<ProjectChoice>;
  value: string | null;
  onChange: (id: string | null) => void;
  showMissing: boolean;
}

/** Step 2 (projects app on): the job's project, searched among every project the caller sees. */
export function ProjectStep({ list, value, onChange, showMissing }: ProjectStepProps) {
  const { t } = useTranslation();
  const status = <ListStatus list={list} rows={1} />;
  if (list.loading || list.failed) return status;
  if (list.items.length === 0) return <Typography data-testid="no-projects">{t('wizards.job.noProjects')}</Typography>;

  const selected = list.items.find((p) => p._id === value) ?? null;
  const missing = showMissing && !selected;
  return (
    <Stack spacing={1}>
      <Autocomplete<ProjectChoice>
        options={list.items}
        value={selected}
        onChange={(_event, next) => onChange(next?._id ?? null)}
        getOptionLabel={(p) => p.name}
        isOptionEqualToValue={(a, b) => a._id === b._id}
        filterOptions={(options, { inputValue }) => fuzzyFilter(options, inputValue, ['name', 'company'])}
        renderOption={(props, option) => {
          const { key, ...rest } = props;
          return (
            <li key={key} {...rest}>
              <span>
                <bdi>{option.name}</bdi>
                {option.company && (
                  <span style={{ display: 'block', fontSize: '0.8em', opacity: 0.7 }}>
                    <bdi>{option.company}</bdi>
                  </span>
                )}
              </span>
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('wizards.job.project')}
            required
            error={missing}
            helperText={missing ? t('wizards.job.required.project') : ' '}
            slotProps={{ formHelperText: { role: missing ? 'alert' : undefined } as object }}
          />
        )}
      />
    </Stack>
  );
}
