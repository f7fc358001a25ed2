import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../components/StatusScreen';

/** Shown in place of a screen the user's role may not open. */
export function ForbiddenScreen() {
  const { t } = useTranslation();
  return <StatusScreen code="403" title={t('screens.forbiddenTitle')} body={t('screens.forbiddenBody')} />;
}
