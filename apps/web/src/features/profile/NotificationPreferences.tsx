import { useRef, useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_DELIVERIES,
  notificationKey,
  notificationMatrix,
  withDelivery,
  type NotificationKey,
} from '@fieldwork/contracts';
import { errorMessage } from '../../app/errors/errorMessages';
import { useCurrentUser } from '../../app/session/useSession';
import { FeedbackSnackbar, type Feedback } from '../../components/FeedbackSnackbar';
import { useUpdateUserMutation } from '../users/usersApi';

/**
 * The notification preferences of spec 1 section 3: categories x types, a box per delivery. Each
 * box is saved as it is ticked (PUT /v2/users/{id} with every key switched on); a refused save
 * puts the boxes back as the server has them.
 */
export function NotificationPreferences() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const [keys, setKeys] = useState<readonly string[]>(me.notifications);
  // What the server holds, and what the boxes show (a click may come before the last save answers).
  const saved = useRef<readonly string[]>(me.notifications);
  const shown = useRef<readonly string[]>(me.notifications);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [update] = useUpdateUserMutation();
  const matrix = notificationMatrix(keys);

  async function toggle(key: NotificationKey, on: boolean) {
    const next = withDelivery(shown.current, key, on);
    shown.current = next;
    setKeys(next);
    const result = await update({ id: me.id, body: { notifications: next } });
    if ('error' in result) {
      if (shown.current === next) {
        shown.current = saved.current;
        setKeys(saved.current);
      }
      setFeedback({ severity: 'error', text: errorMessage(result.error, t, i18n.language) });
      return;
    }
    saved.current = result.data.notifications;
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="notifications-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id="notifications-heading">{t('profile.notifications.title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>{t('profile.notifications.intro')}</Typography>
      {NOTIFICATION_CATEGORIES.map((category, index) => {
        const categoryName = t(`profile.notifications.categories.${category}`);
        return (
          <Accordion key={category} defaultExpanded={index === 0} disableGutters variant="outlined" data-testid={`notifications-${category}`}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 500 }}>{categoryName}</Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: { xs: 0, sm: 2 } }}>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={categoryName}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('profile.notifications.type')}</TableCell>
                      {NOTIFICATION_DELIVERIES.map((delivery) => (
                        <TableCell key={delivery} align="center" sx={{ px: { xs: 0.5, sm: 1 }, whiteSpace: 'nowrap' }}>
                          {t(`profile.notifications.deliveries.${delivery}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {matrix
                      .filter((row) => row.category === category)
                      .map((row) => {
                        const typeName = t(`profile.notifications.types.${row.type}`);
                        return (
                          <TableRow key={row.type}>
                            <TableCell component="th" scope="row">{typeName}</TableCell>
                            {NOTIFICATION_DELIVERIES.map((delivery) => (
                              <TableCell key={delivery} align="center" sx={{ px: { xs: 0, sm: 1 }, py: 0, width: { xs: 44, sm: 72 } }}>
                                <Checkbox
                                  size="small"
                                  checked={row.deliveries[delivery]}
                                  onChange={(e) => void toggle(notificationKey(category, row.type, delivery), e.target.checked)}
                                  slotProps={{
                                    input: {
                                      'aria-label': t('profile.notifications.box', {
                                        category: categoryName,
                                        type: typeName,
                                        delivery: t(`profile.notifications.deliveries.${delivery}`),
                                      }),
                                    },
                                  }}
                                />
                              </TableCell>
                            ))}
                          </TableRow>
                        );
                      })}
                  </TableBody>
                </Table>
              </Box>
            </AccordionDetails>
          </Accordion>
        );
      })}
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Paper>
  );
}
