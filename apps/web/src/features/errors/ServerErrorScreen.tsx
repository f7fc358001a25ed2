import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../components/StatusScreen';

/** /error/500: where any rendering crash lands. */
export function ServerErrorScreen() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      code="500"
      title={t('screens.crashTitle')}
      body={t('screens.crashBody')}
      actions={
        <Button variant="contained" component={RouterLink} to="/dashboard">
          {t('screens.goToDashboard')}
        </Button>
      }
    />
  );
}
