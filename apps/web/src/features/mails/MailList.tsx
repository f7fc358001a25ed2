import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS, type MailPage, type MailSummary } from '@fieldwork/contracts';
import { formatMailDate, MailStatusChip } from './MailStatusChip';

interface MailListProps {
  data: MailPage | undefined;
  loading: boolean;
  fetching: boolean;
  error: string | null;
  onRetry: () => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onOpen: (mail: MailSummary) => void;
}

/** Columns only wide screens have room for; on a phone they move under the subject. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The mails as a table: loading skeletons, the error with retry, the empty state, or rows with paging. */
export function MailList(props: MailListProps) {
  const { t, i18n } = useTranslation();
  const { data, loading, fetching, error, onRetry, page, pageSize } = props;

  if (loading) {
    return (
      <Stack aria-busy="true" aria-label={t('app.loading')} data-testid="mails-loading" sx={{ p: 2, gap: 1.5 }}>
        {Array.from({ length: 5 }, (_, i) => <Skeleton key={i} variant="rounded" height={40} />)}
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t('screens.retry')}</Button>} data-testid="mails-error" sx={{ m: 2 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>{t('mails.loadFailed')}</Typography>
        {error}
      </Alert>
    );
  }
  if (!data || data.docs.length === 0) {
    return (
      <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2, gap: 1 }} data-testid="mails-empty">
        <MarkEmailReadOutlined sx={{ fontSize: 56 }} color="disabled" aria-hidden />
        <Typography variant="h6" component="p">{t('mails.emptyTitle')}</Typography>
        <Typography color="text.secondary">{t('mails.emptyHint')}</Typography>
      </Stack>
    );
  }
  return (
    <Box sx={{ opacity: fetching ? 0.7 : 1, transition: 'opacity 150ms' }} aria-busy={fetching}>
      <Table size="small" aria-label={t('mails.listLabel')}>
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE_ONLY}>{t('mails.recipient')}</TableCell>
            <TableCell>{t('mails.subject')}</TableCell>
            <TableCell>{t('mails.status')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t('mails.date')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.docs.map((mail) => {
            const subject = mail.subject ?? t('mails.notRendered', { template: mail.template });
            const date = formatMailDate(mail.sent_at ?? mail.created_at, i18n.language);
            return (
              <TableRow key={mail._id} hover data-testid="mail-row" onClick={() => props.onOpen(mail)} sx={{ cursor: 'pointer' }}>
                <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere' }}><bdi>{mail.to}</bdi></TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Link
                    component="button"
                    type="button"
                    underline="hover"
                    color="inherit"
                    onClick={(event) => {
                      event.stopPropagation();
                      props.onOpen(mail);
                    }}
                    // Named by its visible subject (a name that differs from what is seen confuses voice control);
                    // the recipient is the row's first cell.
                    sx={{ textAlign: 'start', fontWeight: 500 }}
                  >
                    <bdi>{subject}</bdi>
                  </Link>
                  <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                    <bdi>{mail.to}</bdi> · {date}
                  </Typography>
                </TableCell>
                <TableCell><MailStatusChip status={mail.status} /></TableCell>
                <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{date}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={data.totalDocs}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_e, next) => props.onPageChange(next)}
        onRowsPerPageChange={(event) => props.onPageSizeChange(Number(event.target.value))}
        labelRowsPerPage={t('mails.pageSize')}
        labelDisplayedRows={({ from, to, count }) => t('mails.counter', { shown: count === 0 ? 0 : to - from + 1, total: count })}
        getItemAriaLabel={(type) => t(`mails.pageNav.${type}`)}
        sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
      />
    </Box>
  );
}
