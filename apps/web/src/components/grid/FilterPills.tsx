import CancelIcon from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FilterValues, ListDefinition } from '@fieldwork/contracts';
import { describeFilterValue, filterLabel } from './filterText';

interface FilterPillsProps {
  definition: ListDefinition;
  prefix: string;
  filters: FilterValues;
  onRemove: (key: string) => void;
}

/** One pill per active filter, in the definition's order; its delete button removes that filter. */
export function FilterPills({ definition, prefix, filters, onRemove }: FilterPillsProps) {
  const { t } = useTranslation();
  const active = definition.filters.filter((f) => !f.hidden && filters[f.key] !== undefined);
  if (active.length === 0) return null;
  return (
    <Stack component="ul" aria-label={t('grid.activeFilters')} direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
      {active.map((filter) => {
        const label = filterLabel(t, prefix, filter);
        return (
          <li key={filter.key}>
            <Chip
              label={<bdi>{t('grid.pill', { label, value: describeFilterValue(t, prefix, filter, filters[filter.key]!) })}</bdi>}
              onDelete={() => onRemove(filter.key)}
              // The chip takes the keyboard (Delete, Backspace); the icon is the named button for a pointer.
              deleteIcon={<CancelIcon role="button" aria-hidden={false} aria-label={t('grid.removeFilter', { label })} />}
              color="primary"
              variant="outlined"
              data-testid={`filter-pill-${filter.key}`}
              sx={{ maxWidth: '100%' }}
            />
          </li>
        );
      })}
    </Stack>
  );
}
