import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserFieldValue } from '@fieldwork/contracts';
import { columnLabel } from './fieldText';
import type { FieldInputProps } from './types';

type Rows = UserFieldValue<'table'>;

/** At most this many rows (the value schema's limit). */
const MAX_ROWS = 500;

/** Rows under the field's columns (items handed out: item, quantity, given on); cells are text. */
export function TableField({ field, label, value, onChange, readOnly }: FieldInputProps<Rows>) {
  const { t } = useTranslation();
  const columns = field.columns ?? [];
  const rows = value ?? [];
  const setCell = (index: number, key: string, text: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: text === '' ? null : text } : row)));
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend" sx={{ typography: 'body2', mb: 0.5 }}>{label}</FormLabel>
      {rows.length === 0 ? (
        readOnly && <Typography color="text.secondary">{t('users.fields.empty')}</Typography>
      ) : (
        // A phone scrolls the table sideways rather than squeezing its columns.
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.key}>{columnLabel(t, field, c)}</TableCell>
                ))}
                {!readOnly && <TableCell padding="checkbox" />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={index}>
                  {columns.map((c) => (
                    <TableCell key={c.key} sx={{ minWidth: readOnly ? undefined : 120 }}>
                      {readOnly ? (
                        <bdi>{row[c.key] ?? ''}</bdi>
                      ) : (
                        <TextField
                          size="small"
                          variant="standard"
                          value={row[c.key] ?? ''}
                          onChange={(e) => setCell(index, c.key, e.target.value)}
                          slotProps={{ htmlInput: { 'aria-label': t('users.fields.cell', { column: columnLabel(t, field, c), row: index + 1 }), maxLength: 2000, dir: 'auto' } }}
                          fullWidth
                        />
                      )}
                    </TableCell>
                  ))}
                  {!readOnly && (
                    <TableCell padding="checkbox">
                      <IconButton size="small" aria-label={t('users.fields.removeRow', { row: index + 1 })} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
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
      {!readOnly && (
        <Box sx={{ mt: 1 }}>
          <Button size="small" startIcon={<AddIcon />} disabled={rows.length >= MAX_ROWS} onClick={() => onChange([...rows, Object.fromEntries(columns.map((c) => [c.key, null]))])}>
            {t('users.fields.addRow')}
          </Button>
        </Box>
      )}
    </FormControl>
  );
}
