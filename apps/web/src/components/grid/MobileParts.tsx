import type { ReactNode } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ListDefinition } from '@fieldwork/contracts';
import type { GridListColumn } from './types';

/** Small screens: the active filters fold into one line that opens on demand. */
export function MobileFilterSummary({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Accordion disableGutters variant="outlined" disabled={count === 0} data-testid="grid-filter-summary">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2">{count > 0 ? t('grid.summary', { count }) : t('grid.summaryNone')}</Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

interface RowCardsProps<Row> {
  definition: ListDefinition;
  prefix: string;
  label: string;
  columns: readonly GridListColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  getRowName: (row: Row) => string;
  selectedIds: readonly string[];
  onOpen: (row: Row) => void;
  onToggle: (row: Row) => void;
}

/** Small screens: a row is a card of its columns, with the same checkbox and click as the table. */
export function RowCards<Row>({ definition, prefix, label, columns, rows, getRowId, getRowName, selectedIds, onOpen, onToggle }: RowCardsProps<Row>) {
  const { t } = useTranslation();
  const shown = columns.filter((c) => !c.hideOnCards);
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {rows.map((row) => {
        const id = getRowId(row);
        const selected = selectedIds.includes(id);
        return (
          <Paper component="li" key={id} variant="outlined" sx={{ display: 'flex', alignItems: 'flex-start', borderColor: selected ? 'primary.main' : 'divider' }}>
            <Checkbox checked={selected} onChange={() => onToggle(row)} slotProps={{ input: { 'aria-label': t('grid.selectRow', { name: getRowName(row) }) } }} />
            <ButtonBase onClick={() => onOpen(row)} sx={{ flex: 1, minWidth: 0, display: 'block', textAlign: 'start', py: 1, pr: 1.5 }}>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
                {shown.map((c) => {
                  const declared = definition.columns.find((d) => d.key === c.key);
                  return (
                    <Box key={c.key} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="caption" color="text.secondary">
                        {t(`${prefix}.${declared?.label ?? c.label ?? c.key}`)}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {c.render ? c.render(row) : String(c.value?.(row) ?? (row as Record<string, unknown>)[c.key] ?? '')}
                      </Typography>
                    </Box>
                  );
                })}
              </Box>
            </ButtonBase>
          </Paper>
        );
      })}
    </Stack>
  );
}
