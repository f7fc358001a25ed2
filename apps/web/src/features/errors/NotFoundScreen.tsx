import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../components/StatusScreen';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <StatusScreen
      code="404"
      title={t('screens.notFoundTitle')}
      // Isolated left to right, or a Hebrew sentence would show "/nowhere" as "nowhere/".
      body={t('screens.notFoundBody', { path: `\u2066${pathname}\u2069` })}
      actions={
        <Button variant="contained" component={RouterLink} to="/">
          {t('screens.goHome')}
        </Button>
      }
    />
  );
}
