import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['use', 'data', 'security', 'rights'] as const;

/** /privacy_and_tou (auth layout, no logo) and /tos (inside the app). */
export function TermsScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack component="article" spacing={2}>
      <Typography variant="h1">{t('legal.title')}</Typography>
      {SECTIONS.map((section) => (
        <section key={section}>
          <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
            {t(`legal.sections.${section}Title`)}
          </Typography>
          <Typography color="text.secondary">{t(`legal.sections.${section}`)}</Typography>
        </section>
      ))}
      {pathname === '/privacy_and_tou' && (
        <Button component={RouterLink} to="/auth" sx={{ alignSelf: 'flex-start' }}>
          {t('legal.back')}
        </Button>
      )}
    </Stack>
  );
}
