import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PROJECT_TABLE_CELL_MAX, PROJECT_TABLE_ROWS_MAX, tableColumnsOf, type ProjectFieldValue } from '@fieldwork/contracts';
import { SaveStatus } from './SaveStatus';
import type { WidgetProps } from './types';

type Rows = ProjectFieldValue<'table'>;

/** A table or a customer table: rows under the field's columns, cells edited in place (saved as typed), rows added and removed. */
export function TableWidget({ field, label, value, editing, saver }: WidgetProps<Rows>) {
  const { t } = useTranslation();
  // A table given no columns of its own has the default two, named in the reader's language.
  const columns = tableColumnsOf(field).map((c) =>
    field.columns ? c : { key: c.key, label: t(`projectFields.table.defaultColumns.${c.key}`, { defaultValue: c.label }) },
  );
  const [rows, setRows] = useState<Rows>(value ?? []);
  const shown = editing ? rows : (value ?? []);

  function change(next: Rows, soon = false) {
    setRows(next);
    const value = next.length === 0 ? null : next;
    if (soon) saver.saveSoon(value);
    else saver.save(value);
  }

  return (
    <Box>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('projectFields.table.noRows')}</Typography>
      ) : (
        // A phone scrolls the table sideways rather than squeezing its columns.
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.key}>{c.label}</TableCell>
                ))}
                {editing && <TableCell padding="checkbox" />}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row, index) => (
                <TableRow key={index}>
                  {columns.map((c) => (
                    <TableCell key={c.key} sx={{ minWidth: editing ? 120 : undefined }}>
                      {editing ? (
                        <TextField
                          size="small"
                          variant="standard"
                          value={row[c.key] ?? ''}
                          onChange={(e) => change(rows.map((r, i) => (i === index ? { ...r, [c.key]: e.target.value === '' ? null : e.target.value } : r)), true)}
                          slotProps={{ htmlInput: { 'aria-label': t('projectFields.table.cell', { column: c.label, row: index + 1 }), maxLength: PROJECT_TABLE_CELL_MAX, dir: 'auto' } }}
                          fullWidth
                        />
                      ) : (
                        <bdi>{row[c.key] ?? ''}</bdi>
                      )}
                    </TableCell>
                  ))}
                  {editing && (
                    <TableCell padding="checkbox">
                      <IconButton size="small" aria-label={t('projectFields.table.removeRow', { row: index + 1 })} onClick={() => change(rows.filter((_, i) => i !== index))}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {editing && (
        <>
          <Box sx={{ mt: 1 }}>
            <Button
              size="small"
              startIcon={<AddIcon />}
              disabled={rows.length >= PROJECT_TABLE_ROWS_MAX}
              onClick={() => change([...rows, Object.fromEntries(columns.map((c) => [c.key, null]))])}
            >
              {t('projectFields.table.addRow')}
            </Button>
          </Box>
          <SaveStatus save={saver} />
        </>
      )}
    </Box>
  );
}
