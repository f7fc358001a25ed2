import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetBootstrapQuery } from '../api/apiSlice';
import { FullPageLoader } from '../../components/FullPageLoader';
import { changeLanguage, isCatalogueLoaded, refreshCustomTranslations, rememberInstanceLanguage, storedLanguage } from '../i18n/i18n';
import { shellCatalogue } from '../i18n/locales';
import { GlobalLoader } from '../shell/GlobalLoader';

/** Loads the start-up settings before any screen; a failure lands on /error (spec 1 section 8). */
export function RootLayout() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const { data: bootstrap, isError } = useGetBootstrapQuery();

  // Without a stored choice the instance's default language applies; nothing is on screen yet.
  const language = bootstrap ? (storedLanguage() ?? bootstrap.settings.default_language) : null;
  useEffect(() => {
    if (!bootstrap || !language) return;
    rememberInstanceLanguage(bootstrap.settings.default_language);
    refreshCustomTranslations(bootstrap.customTranslations);
    void changeLanguage(language);
  }, [bootstrap, language]);

  // The screen waits for the shell's strings in the language it will show (loaded in parallel
  // with the bootstrap; a different instance default costs one more fetch, on the first visit).
  const stringsReady = isCatalogueLoaded(shellCatalogue, i18n.language) && (!language || i18n.language === language);
  let content;
  if (stringsReady && (bootstrap || pathname === '/error')) content = <Outlet />;
  else if (isError) content = <Navigate to="/error" replace />;
  else content = <FullPageLoader />;

  return (
    <>
      <GlobalLoader />
      {content}
    </>
  );
}
