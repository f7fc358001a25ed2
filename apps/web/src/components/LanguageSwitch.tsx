import { useId } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@fieldwork/contracts';
import { useLanguage } from '../app/i18n/useLanguage';

/** Language picker: stores the choice, and reloads unless on a settings screen. */
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
      sx={{ minWidth: 150 }}
    >
      {LANGUAGES.map((lng) => (
        <MenuItem key={lng} value={lng} lang={lng}>
          {t(`app.languages.${lng}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
