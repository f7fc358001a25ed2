import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetBootstrapQuery } from '../../app/api/apiSlice';
import { StatusScreen } from '../../components/StatusScreen';

/** /error: the start-up settings could not be loaded. Retrying reloads them and goes back to /. */
export function SettingsLoadErrorScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refetch, isFetching } = useGetBootstrapQuery();
  async function retry() {
    const result = await refetch();
    if (result.data) navigate('/', { replace: true });
  }
  return (
    <StatusScreen
      title={t('screens.settingsLoadTitle')}
      body={t('screens.settingsLoadBody')}
      actions={
        <Button variant="contained" onClick={() => void retry()} disabled={isFetching}>
          {t('screens.retry')}
        </Button>
      }
    />
  );
}
