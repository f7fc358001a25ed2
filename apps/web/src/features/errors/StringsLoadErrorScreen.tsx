import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { FALLBACK_LANGUAGE, type Language } from '@fieldwork/contracts';
import { StatusScreen } from '../../components/StatusScreen';
import { page } from '../../app/session/pageReload';

/**
 * This screen's own strings, in each language: it is shown when the shell's catalogue, which
 * holds every other screen's strings, did not arrive. The wording is the catalogue's
 * (screens.settingsLoadTitle, screens.retry).
 */
const TEXTS: Record<Language, { title: string; body: string; retry: string }> = {
  en: {
    title: 'We could not load your workspace',
    body: 'Part of the app did not arrive. Check your connection and try again.',
    retry: 'Try again',
  },
  he: {
    title: 'לא הצלחנו לטעון את סביבת העבודה',
    body: 'חלק מהאפליקציה לא הגיע. נא לבדוק את החיבור ולנסות שוב.',
    retry: 'ניסיון נוסף',
  },
};

/**
 * The shell's strings failed to load, or are overdue: trying again reloads the page, which asks
 * for every file anew (a browser keeps a failed module import failed for the page's life).
 */
export function StringsLoadErrorScreen({ language }: { language: Language | null }) {
  const lang = language ?? FALLBACK_LANGUAGE;
  const texts = TEXTS[lang];
  return (
    <Box component="main" lang={lang} dir={lang === 'he' ? 'rtl' : 'ltr'}>
      <StatusScreen
        title={texts.title}
        body={texts.body}
        actions={
          <Button variant="contained" onClick={() => page.reload()}>
            {texts.retry}
          </Button>
        }
      />
    </Box>
  );
}
