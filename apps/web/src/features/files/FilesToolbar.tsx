import ClearIcon from '@mui/icons-material/Clear';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MAX_ZIP_ASSETS } from '@fieldwork/contracts';

export type FilesScope = 'mine' | 'all';

interface FilesToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  /** Only those who may browse everyone's files choose between those and their own; null hides the choice. */
  scope: FilesScope | null;
  onScopeChange: (scope: FilesScope) => void;
  jobIds: string[];
  onClearJobs: () => void;
  selectedCount: number;
  zipping: boolean;
  onZip: () => void;
  onClearSelection: () => void;
}

/** Search, scope, the job filter chip and what to do with the selected files. */
export function FilesToolbar(props: FilesToolbarProps) {
  const { t } = useTranslation();
  const { search, onSearchChange, scope, onScopeChange, jobIds, onClearJobs, selectedCount, zipping, onZip, onClearSelection } = props;
  const tooMany = selectedCount > MAX_ZIP_ASSETS;

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          size="small"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={t('files.searchPlaceholder')}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
          slotProps={{
            htmlInput: { 'aria-label': t('files.search') },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
        {scope && (
          <ToggleButtonGroup exclusive size="small" value={scope} onChange={(_e, next: FilesScope | null) => next && onScopeChange(next)} aria-label={t('files.scope')}>
            <ToggleButton value="all">{t('files.scopeAll')}</ToggleButton>
            <ToggleButton value="mine">{t('files.scopeMine')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Stack>
      {jobIds.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Chip
            label={t('files.jobFilter', { ids: jobIds.join(', ') })}
            onDelete={onClearJobs}
            color="primary"
            variant="outlined"
            data-testid="job-filter-chip"
            slotProps={{ label: { sx: { overflow: 'hidden', textOverflow: 'ellipsis' } } }}
            sx={{ maxWidth: '100%' }}
          />
        </Stack>
      )}
      {selectedCount > 0 && (
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, bgcolor: 'action.selected', borderRadius: 1, px: 1.5, py: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, flex: 1, minWidth: 'max-content' }} role="status">
            {t('files.selected', { count: selectedCount })}
          </Typography>
          <Button size="small" variant="contained" startIcon={<FolderZipOutlinedIcon />} onClick={onZip} disabled={zipping || tooMany}>
            {zipping ? t('files.zipping') : t('files.downloadZip')}
          </Button>
          <Button size="small" startIcon={<ClearIcon />} onClick={onClearSelection}>
            {t('files.clearSelection')}
          </Button>
          {tooMany && (
            <Typography variant="caption" color="error" sx={{ width: '100%' }}>
              {t('files.zipLimit', { max: MAX_ZIP_ASSETS })}
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}
