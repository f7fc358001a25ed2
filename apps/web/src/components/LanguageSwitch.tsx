import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@fieldwork/contracts';
import { useLanguage } from '../app/i18n/useLanguage';

/**
 * Language picker: stores the choice, and reloads unless on a settings screen. A native select:
 * the phone's own picker, and far less work to render on the sign-in screen than a menu select.
 * Built from MUI's parts rather than TextField, whose code brings Select, Menu, Popover and Modal
 * to the first load of the screens it is on.
 */
export function LanguageSwitch({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const id = useId();
  const label = t('app.language');
  return (
    <FormControl size={size} sx={{ minWidth: 150 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
        input={<OutlinedInput label={label} notched />}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`app.languages.${lng}`)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
