import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../components/StatusScreen';

/** Routes of the spec whose screens are not built yet: say so, show nothing made up. */
export function NotAvailableScreen() {
  const { t } = useTranslation();
  return <StatusScreen title={t('screens.notAvailableTitle')} body={t('screens.notAvailableBody')} />;
}
