import { useState } from 'react';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { listQueryToState, type ListDefinition, type ListQuery, type ListView } from '@fieldwork/contracts';
import { useCan } from '../../app/access/useCan';
import { errorMessage } from '../../app/errors/errorMessages';
import { useDeleteViewMutation, useListViewsQuery, useRenameViewMutation, useSaveViewMutation } from './gridApi';
import { ViewNameDialog } from './ViewNameDialog';

interface SavedViewsProps {
  definition: ListDefinition;
  query: ListQuery;
  /** Opens a view: its filters, sort and search replace the list's. */
  onApply: (state: Record<string, string>) => void;
}

type Editing = { mode: 'save' } | { mode: 'rename'; view: ListView } | null;

/** Named views of a list (GET /v2/{list}/templates): pick, save the current filters, rename, delete. */
export function SavedViews({ definition, query, onApply }: SavedViewsProps) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const list = definition.name;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);
  const views = useListViewsQuery(list, { skip: anchor === null && editing === null });
  const [save, saving] = useSaveViewMutation();
  const [rename, renaming] = useRenameViewMutation();
  const [remove] = useDeleteViewMutation();
  const fail = (e: Parameters<typeof errorMessage>[0]) => errorMessage(e, t, i18n.language);

  async function submit(name: string, shared: boolean) {
    const result =
      editing?.mode === 'rename'
        ? await rename({ list, id: editing.view._id, name })
        : await save({ list, id: crypto.randomUUID(), body: { name, filters: listQueryToState(definition, query), ...(shared ? { shared } : {}) } });
    if ('error' in result) setError(fail(result.error));
    else setEditing(null);
  }

  return (
    <>
      <Button variant="outlined" startIcon={<BookmarksOutlinedIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="dialog">
        {t('grid.views.button')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 'min(360px, calc(100vw - 16px))' }, role: 'dialog', 'aria-label': t('grid.views.button') } as object }}
      >
        <List dense aria-label={t('grid.views.button')}>
          {views.data?.length === 0 && (
            <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
              {t('grid.views.none')}
            </Typography>
          )}
          {views.data?.map((view) => (
            <ListItem
              key={view._id}
              disablePadding
              secondaryAction={
                view.editable && (
                  <>
                    <IconButton size="small" aria-label={t('grid.views.rename', { name: view.name })} onClick={() => { setError(null); setEditing({ mode: 'rename', view }); }}>
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={t('grid.views.delete', { name: view.name })} onClick={() => void remove({ list, id: view._id })}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </>
                )
              }
            >
              <ListItemButton
                onClick={() => {
                  onApply(view.filters);
                  setAnchor(null);
                }}
                sx={{ pr: view.editable ? 11 : 2 }}
              >
                <ListItemText primary={<bdi>{view.name}</bdi>} />
                {view.shared && <Chip size="small" label={t('grid.views.shared')} sx={{ ml: 1 }} />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {can('listView.save') && (
          <>
            <Divider />
            <Button fullWidth sx={{ justifyContent: 'flex-start', px: 2, py: 1 }} onClick={() => { setError(null); setEditing({ mode: 'save' }); setAnchor(null); }}>
              {t('grid.views.saveCurrent')}
            </Button>
          </>
        )}
      </Popover>
      <ViewNameDialog
        open={editing !== null}
        title={t(editing?.mode === 'rename' ? 'grid.views.renameTitle' : 'grid.views.saveTitle')}
        initialName={editing?.mode === 'rename' ? editing.view.name : ''}
        canShare={editing?.mode === 'save' && can('listView.share')}
        busy={saving.isLoading || renaming.isLoading}
        error={error}
        onCancel={() => setEditing(null)}
        onSave={(name, shared) => void submit(name, shared)}
      />
    </>
  );
}
