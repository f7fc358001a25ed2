import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetBootstrapQuery } from '../api/apiSlice';
import { FullPageLoader } from '../../components/FullPageLoader';
import { refreshCustomTranslations, storedLanguage } from '../i18n/i18n';
import { GlobalLoader } from '../shell/GlobalLoader';

/** Loads the start-up settings before any screen; a failure lands on /error (spec 1 section 8). */
export function RootLayout() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const { data: bootstrap, isError } = useGetBootstrapQuery();

  useEffect(() => {
    if (!bootstrap) return;
    refreshCustomTranslations(bootstrap.customTranslations);
    // Without a stored choice the instance's default language applies; nothing is on screen yet.
    const language = storedLanguage() ?? bootstrap.settings.default_language;
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [bootstrap, i18n]);

  let content;
  if (bootstrap || pathname === '/error') content = <Outlet />;
  else if (isError) content = <Navigate to="/error" replace />;
  else content = <FullPageLoader />;

  return (
    <>
      <GlobalLoader />
      {content}
    </>
  );
}
