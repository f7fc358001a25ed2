import { useEffect, useState, type ReactNode } from 'react';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { PAGE_SEARCH_ID } from '../../app/shell/menuRules';

/**
 * The search box waits for typing to pause this long. Shorter than the spec's 1000 ms for filter
 * text: the search is the list's main control and each answer is a cheap, cancellable request.
 */
export const SEARCH_DEBOUNCE_MS = 500;

interface GridToolbarProps {
  searchable: boolean;
  search: string;
  onSearch: (search: string) => void;
  activeFilters: number;
  onOpenFilters: () => void;
  /** The saved views control. */
  views: ReactNode;
  /** Other views of the rows (tiles...): the table is always the first. */
  viewChoices: readonly { key: string; label: string; icon: ReactNode }[];
  view: string | null;
  onView: (view: string | null) => void;
  onReport?: () => void;
  /** Only while filters are active (spec 3 section 2). */
  onDownload?: () => void;
}

/** Search, filters, saved views, the view toggle, report and download. */
export function GridToolbar(props: GridToolbarProps) {
  const { t } = useTranslation();
  const { searchable, search, onSearch, activeFilters, viewChoices, view } = props;
  const [text, setText] = useState(search);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The address changes the box (Back, a saved view); typing changes the address once it pauses.
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (settled.trim() !== search) onSearch(settled.trim());
    // Only a settled text starts a search; a new `search` from the address is not an edit.
  }, [settled]);

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      {searchable && (
        <TextField
          id={PAGE_SEARCH_ID}
          type="search"
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('grid.searchPlaceholder')}
          sx={{ flex: '1 1 220px', maxWidth: { md: 360 } }}
          slotProps={{
            htmlInput: { 'aria-label': t('grid.search') },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
      )}
      <Button variant="outlined" startIcon={<Badge color="primary" variant="dot" invisible={activeFilters === 0}><FilterListIcon /></Badge>} onClick={props.onOpenFilters} aria-haspopup="dialog">
        {activeFilters > 0 ? t('grid.filtersCount', { count: activeFilters }) : t('grid.filters')}
      </Button>
      {props.views}
      {props.onReport && (
        <Button variant="outlined" startIcon={<AssessmentOutlinedIcon />} onClick={props.onReport}>
          {t('grid.report')}
        </Button>
      )}
      {props.onDownload && (
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={props.onDownload}>
          {t('grid.download')}
        </Button>
      )}
      {viewChoices.length > 0 && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view ?? ''}
          onChange={(_e, next: string | null) => next !== null && props.onView(next || null)}
          aria-label={t('grid.viewAs')}
          sx={{ ml: 'auto' }}
        >
          <ToggleButton value="" aria-label={t('grid.table')}>
            <TableRowsOutlinedIcon fontSize="small" />
          </ToggleButton>
          {viewChoices.map((choice) => (
            <ToggleButton key={choice.key} value={choice.key} aria-label={choice.label}>
              {choice.icon}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Stack>
  );
}
