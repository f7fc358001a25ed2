import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PlanMeasures } from '../engine/state';

/** Set mode's 'Measures' block: pixels against metres for the width and the height. */
export function MeasuresBlock({ measures }: { measures: PlanMeasures }) {
  const { t, i18n } = useTranslation();
  const number = (value: number | undefined, digits: number) =>
    value === undefined ? t('blueprintEditor.measure.notSet') : value.toLocaleString(i18n.language, { maximumFractionDigits: digits });
  return (
    <section aria-labelledby="blueprint-measures-title">
      <Typography id="blueprint-measures-title" variant="subtitle2" sx={{ px: 1, pt: 1 }}>
        {t('blueprintEditor.measure.title')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell align="right">{t('blueprintEditor.measure.pixels')}</TableCell>
            <TableCell align="right">{t('blueprintEditor.measure.metres')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(['width', 'height'] as const).map((axis) => (
            <TableRow key={axis}>
              <TableCell component="th" scope="row">
                {t(`blueprintEditor.measure.${axis}`)}
              </TableCell>
              <TableCell align="right" data-testid={`measure-${axis}-pixels`}>
                {number(measures.pixels[axis], 0)}
              </TableCell>
              <TableCell align="right" data-testid={`measure-${axis}-metres`}>
                {number(measures.metrics[axis], 2)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
