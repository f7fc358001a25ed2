import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import FilterList from '@mui/icons-material/FilterList';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import type { PlanScale } from '@fieldwork/blueprint-core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useJobStatuses } from '../../../components/jobStatuses/useJobStatuses';
import { MOBILE_BREAKPOINT } from '../../../app/theme/createAppTheme';
import type { EditorElement, EditorMode, ElementContext, LayerFilters } from '../model';
import { ElementRow, type ElementPatch } from './ElementRow';
import { ActiveFilterChips, FilterPanel } from './FilterPanel';
import { activeFilterChips, filterElements, filterOptions, newestFirst } from './filters';

/** Rows rendered at first and added by each 'Show more': 5,000 elements cost no more than 100. */
export const LAYER_PAGE_SIZE = 100;

export interface LayerPanelProps {
  elements: readonly EditorElement[];
  context: ElementContext;
  scale: PlanScale;
  mode: EditorMode;
  currentJobId: string | null;
  selectedId: string | null;
  filters: LayerFilters;
  onFiltersChange(f: LayerFilters): void;
  canEdit(element: EditorElement): boolean;
  onSelect(id: string | null): void;
  onToggleVisible(id: string): void;
  /** Called once the user confirmed the removal. */
  onRemove(id: string): void;
  onViewJob(jobId: string): void;
  onChange(id: string, patch: ElementPatch): void;
  /** The size typed in the dimensions panel, in metres (converted from inches when the unit is Inches); empty or negative input is never passed. */
  onDimensions(id: string, size: { width?: number; height?: number }): void;
  /** SET mode's 'Measures' block (pixels against metres for width and height). */
  measures?: ReactNode;
}

/**
 * The editor's right layer panel (spec 3 section 2): titled by jobs, the elements newest first
 * under the filters, the active filters as chips. Presentational: the editor holds the
 * elements, the selection and the filters. Below the mobile breakpoint it is a bottom sheet
 * opened by a 'Layers' button, so the plan keeps the whole screen at 390 px.
 */
export function LayerPanel(props: LayerPanelProps) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const [sheetOpen, setSheetOpen] = useState(false);
  const content = <LayerPanelContent {...props} onCloseSheet={mobile ? () => setSheetOpen(false) : undefined} />;
  if (!mobile) {
    return (
      <Box
        component="aside"
        aria-label={t('blueprints.layers.region')}
        sx={{ width: 320, flexShrink: 0, height: '100%', overflowY: 'auto', borderInlineStart: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        {content}
      </Box>
    );
  }
  return (
    <>
      <Button
        variant="contained"
        startIcon={<LayersOutlined />}
        onClick={() => setSheetOpen(true)}
        aria-haspopup="dialog"
        sx={{ position: 'fixed', bottom: 16, insetInlineEnd: 16, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        {t('blueprints.layers.open')}
      </Button>
      <Drawer
        anchor="bottom"
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        slotProps={{ paper: { 'aria-label': t('blueprints.layers.region'), sx: { maxHeight: '75vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 } } as never }}
      >
        {content}
      </Drawer>
    </>
  );
}

function LayerPanelContent({
  elements,
  context,
  scale,
  mode,
  selectedId,
  filters,
  onFiltersChange,
  canEdit,
  onSelect,
  onToggleVisible,
  onRemove,
  onViewJob,
  onChange,
  onDimensions,
  measures,
  onCloseSheet,
}: LayerPanelProps & { onCloseSheet?: () => void }) {
  const { t } = useTranslation();
  const { labelOf } = useJobStatuses();
  const headingId = useId();
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [limit, setLimit] = useState(LAYER_PAGE_SIZE);
  const [removing, setRemoving] = useState<{ id: string; label: string } | null>(null);

  const options = useMemo(() => filterOptions(elements, context), [elements, context]);
  const shownElements = useMemo(() => newestFirst(filterElements(elements, context, filters)), [elements, context, filters]);
  // The selected element is always rendered, however far down the list it is.
  const selectedIndex = selectedId === null ? -1 : shownElements.findIndex((e) => e._id === selectedId);
  const rendered = Math.max(limit, selectedIndex >= 0 ? Math.ceil((selectedIndex + 1) / LAYER_PAGE_SIZE) * LAYER_PAGE_SIZE : 0);
  const page = shownElements.slice(0, rendered);

  const names = useMemo(() => {
    const users = new Map(options.users.map((u) => [u.id, u.name]));
    const jobTypes = new Map(options.jobTypes.map((j) => [j.id, j.name]));
    return {
      userName: (id: string) => users.get(id) ?? id,
      jobTypeName: (id: string) => jobTypes.get(id) ?? id,
      elementName: (id: string) => context.definitionsById.get(id)?.name ?? t('blueprints.layers.removedElement'),
      statusName: labelOf,
    };
  }, [options, context, labelOf, t]);
  const chips = activeFilterChips(filters, names).map((chip) => ({
    key: chip.key,
    label: t(`blueprints.filters.chip.${chip.kind}`),
    value: chip.value,
    onDelete: () => onFiltersChange(chip.without),
  }));

  const requestRemove = useCallback((element: EditorElement, label: string) => setRemoving({ id: element._id, label }), []);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h2">
            {t('blueprints.layers.title')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('blueprints.layers.count', { count: shownElements.length })}
          </Typography>
        </Box>
        <IconButton
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls={filtersOpen ? filtersId : undefined}
          aria-label={chips.length > 0 ? t('blueprints.filters.toggleActive', { count: chips.length }) : t('blueprints.filters.toggle')}
        >
          {/* A badge of 0 would still be text inside the button, beside its name. */}
          {chips.length > 0 ? (
            <Badge badgeContent={chips.length} color="primary">
              <FilterList />
            </Badge>
          ) : (
            <FilterList />
          )}
        </IconButton>
        {onCloseSheet && (
          <IconButton onClick={onCloseSheet} aria-label={t('blueprints.layers.closeSheet')}>
            <CloseIcon />
          </IconButton>
        )}
      </Stack>
      {mode === 'SET' && measures != null && (
        <Box component="section" aria-label={t('blueprints.layers.measures')} sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          {measures}
        </Box>
      )}
      {filtersOpen && (
        <div id={filtersId}>
          <FilterPanel filters={filters} options={options} statusLabel={labelOf} onFiltersChange={onFiltersChange} />
        </div>
      )}
      <ActiveFilterChips chips={chips} />
      {shownElements.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {t(elements.length === 0 ? 'blueprints.layers.empty' : 'blueprints.layers.emptyFiltered')}
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, p: 0 }}>
          {page.map((element) => (
            <ElementRow
              key={element._id}
              element={element}
              context={context}
              scale={scale}
              mode={mode}
              selected={element._id === selectedId}
              editable={canEdit(element)}
              statusLabel={labelOf}
              onSelect={onSelect}
              onToggleVisible={onToggleVisible}
              onRemoveRequest={requestRemove}
              onViewJob={onViewJob}
              onChange={onChange}
              onDimensions={onDimensions}
            />
          ))}
        </Box>
      )}
      {shownElements.length > page.length && (
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button onClick={() => setLimit(rendered + LAYER_PAGE_SIZE)}>
            {t('blueprints.layers.showMore', { count: Math.min(LAYER_PAGE_SIZE, shownElements.length - page.length) })}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('blueprints.layers.removeTitle')}
        body={t('blueprints.layers.removeBody', { name: removing?.label ?? '' })}
        cancelLabel={t('blueprints.layers.cancel')}
        confirmLabel={t('blueprints.layers.remove')}
        busy={false}
        error={null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) onRemove(removing.id);
          setRemoving(null);
        }}
      />
    </Box>
  );
}
