import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetBootstrapQuery, useGetMeQuery } from '../api/apiSlice';
import { FullPageLoader } from '../../components/FullPageLoader';
import { StringsLoadErrorScreen } from '../../features/errors/StringsLoadErrorScreen';
import {
  changeLanguage,
  isCatalogueLoaded,
  isCatalogueStalled,
  isLanguage,
  refreshCustomTranslations,
  rememberInstanceLanguage,
  storedLanguage,
  storeLanguage,
  subscribeCatalogueStalls,
} from '../i18n/i18n';
import { shellCatalogue } from '../i18n/locales';
import { useIsSignedIn } from '../session/useSession';
import { GlobalLoader } from '../shell/GlobalLoader';

/**
 * The language saved on the signed-in user's profile, applied when the profile arrives (on
 * sign-in, on any device) and whenever it changes there; it becomes the stored choice, so the
 * next start opens in it at once. A profile without one leaves the stored choice alone.
 */
function useProfileLanguage(): void {
  const signedIn = useIsSignedIn();
  const { data: me } = useGetMeQuery(undefined, { skip: !signedIn });
  const saved = signedIn && me && isLanguage(me.language) ? me.language : null;
  useEffect(() => {
    if (!saved || saved === storedLanguage()) return;
    storeLanguage(saved);
    // A failed load is shown by the screen that waits for it (isCatalogueStalled).
    changeLanguage(saved).catch(() => undefined);
  }, [saved]);
}

/** Loads the start-up settings before any screen; a failure lands on /error (spec 1 section 8). */
export function RootLayout() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const { data: bootstrap, isError } = useGetBootstrapQuery();
  useProfileLanguage();

  // Without a stored choice the instance's default language applies; nothing is on screen yet.
  const language = bootstrap ? (storedLanguage() ?? bootstrap.settings.default_language) : null;
  useEffect(() => {
    if (!bootstrap || !language) return;
    rememberInstanceLanguage(bootstrap.settings.default_language);
    refreshCustomTranslations(bootstrap.customTranslations);
    changeLanguage(language).catch(() => undefined);
  }, [bootstrap, language]);

  // The screen waits for the shell's strings in the language it will show (loaded in parallel
  // with the bootstrap; a different instance default costs one more fetch, on the first visit).
  // Once a screen is up, a language switched in place (settings, profile, the profile's saved
  // language on sign-in) re-renders it in the new strings instead of unmounting what it holds.
  const shown = useRef(false);
  const stringsReady = shown.current || (isCatalogueLoaded(shellCatalogue, i18n.language) && (!language || i18n.language === language));
  // The shell's strings failed or are overdue: a way out instead of a spinner for ever. Should
  // they arrive after all, the screen goes on.
  const stringsStalled = useSyncExternalStore(subscribeCatalogueStalls, () => isCatalogueStalled(shellCatalogue));
  let content;
  if (stringsReady && (bootstrap || pathname === '/error')) {
    shown.current = true;
    content = <Outlet />;
  } else if (!stringsReady && stringsStalled) content = <StringsLoadErrorScreen language={language ?? (isLanguage(i18n.language) ? i18n.language : null)} />;
  else if (isError) content = <Navigate to="/error" replace />;
  else content = <FullPageLoader />;

  return (
    <>
      <GlobalLoader />
      {content}
    </>
  );
}
