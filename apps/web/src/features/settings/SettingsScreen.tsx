import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SETTINGS_SECTIONS } from './settingsSections';

/** /settings: the admin landing page listing the settings sections (the route asks settings.view). */
export function SettingsScreen() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <div>
        <Typography variant="h1">{t('settings.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>{t('settings.intro')}</Typography>
      </div>
      <Paper variant="outlined">
        <List disablePadding>
          {SETTINGS_SECTIONS.map((section, index) => (
            // The list holds list items; each item holds its link.
            <ListItem key={section.key} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={section.path}
                divider={index < SETTINGS_SECTIONS.length - 1}
                sx={{ py: 1.75 }}
                data-testid={`settings-section-${section.key}`}
              >
                <ListItemText
                  primary={t(`settings.sections.${section.key}.label`)}
                  secondary={t(`settings.sections.${section.key}.description`)}
                />
                {section.live ? (
                  <ChevronRight sx={{ color: 'text.secondary', transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
                ) : (
                  <Chip size="small" label={t('settings.soon')} />
                )}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
