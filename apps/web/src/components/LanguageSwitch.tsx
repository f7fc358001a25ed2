import { useId } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@fieldwork/contracts';
import { useLanguage } from '../app/i18n/useLanguage';

/**
 * Language picker: stores the choice, and reloads unless on a settings screen. A native select:
 * the phone's own picker, and far less work to render on the sign-in screen than a menu select
 * (which renders twice on mount and carries a popover).
 */
export function LanguageSwitch({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const id = useId();
  return (
    <TextField
      id={id}
      select
      size={size}
      fullWidth={false}
      label={t('app.language')}
      value={language}
      onChange={(event) => void changeLanguage(event.target.value as Language)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 150 }}
    >
      {LANGUAGES.map((lng) => (
        <option key={lng} value={lng} lang={lng}>
          {t(`app.languages.${lng}`)}
        </option>
      ))}
    </TextField>
  );
}
