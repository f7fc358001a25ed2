import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ToggleKey } from '@fieldwork/contracts';
import { useCan } from '../../app/access/useCan';
import { StatusScreen } from '../../components/StatusScreen';

/** Shown in place of a screen whose app is switched off; those who may switch it on get the way there. */
export function AppOffScreen({ app }: { app: ToggleKey }) {
  const { t } = useTranslation();
  const can = useCan();
  const mayChange = can('toggles.update');
  return (
    <StatusScreen
      title={t('screens.appOffTitle', { app: t(`appNames.${app}`) })}
      body={mayChange ? t('screens.appOffBodyAdmin') : t('screens.appOffBody')}
      actions={
        mayChange && (
          <Button variant="contained" component={RouterLink} to="/settings/apps">
            {t('screens.appOffOpenSettings')}
          </Button>
        )
      }
    />
  );
}
