import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { FALLBACK_LANGUAGE, type Language } from '@fieldwork/contracts';
import { LOAD_FAILURE_TEXTS } from '../../app/loadFailure';
import { StatusScreen } from '../../components/StatusScreen';
import { page } from '../../app/session/pageReload';

/**
 * The shell's strings failed to load, or are overdue: trying again reloads the page, which asks
 * for every file anew (a browser keeps a failed module import failed for the page's life).
 */
export function StringsLoadErrorScreen({ language }: { language: Language | null }) {
  const lang = language ?? FALLBACK_LANGUAGE;
  const texts = LOAD_FAILURE_TEXTS[lang];
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
