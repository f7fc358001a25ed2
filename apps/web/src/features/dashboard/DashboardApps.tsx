import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMenuLabel } from '../../app/session/useSession';
import { useMenuContext } from '../../app/shell/useMenuContext';
import { MENU_ICONS } from '../../app/shell/menuIcons';
import { dashboardCards } from './dashboardCards';

/** The apps the caller may open, as cards. */
export function DashboardApps() {
  const { t } = useTranslation();
  const label = useMenuLabel();
  const cards = dashboardCards(useMenuContext());
  return (
    <Box component="section" aria-labelledby="dashboard-apps">
      <Typography id="dashboard-apps" variant="h2" sx={{ mb: 1.5 }}>
        {t('dashboard.appsTitle')}
      </Typography>
      {cards.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.noApps')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}>
          {cards.map((card) => (
            <Card key={card.key} data-testid={`dashboard-card-${card.key}`}>
              <CardActionArea component={RouterLink} to={card.path} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Box
                    sx={{
                      color: 'primary.main',
                      bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
                      borderRadius: 2,
                      p: 1,
                      display: 'flex',
                      '& svg': { fontSize: 26 },
                    }}
                  >
                    {MENU_ICONS[card.key]}
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="h3" component="h3">
                      {label(card.key)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                      {t(`dashboard.cards.${card.key}`)}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
