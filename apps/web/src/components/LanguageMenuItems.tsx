import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@fieldwork/contracts';
import { useLanguage } from '../app/i18n/useLanguage';

/** The language choice inside a dropdown menu (lighter than a select field in the shell's first load). */
export function LanguageMenuItems({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  return LANGUAGES.map((lng) => (
    <MenuItem
      key={lng}
      lang={lng}
      selected={lng === language}
      data-testid={`language-${lng}`}
      onClick={() => {
        onChosen();
        void changeLanguage(lng);
      }}
    >
      <ListItemIcon>{lng === language && <Check fontSize="small" />}</ListItemIcon>
      <ListItemText>{t(`app.languages.${lng}`)}</ListItemText>
    </MenuItem>
  ));
}
