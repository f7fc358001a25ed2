import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Language } from '@fieldwork/contracts';
import { changeLanguage as switchLanguage, isLanguage, storeLanguage } from './i18n';
import { page } from '../session/pageReload';

/** Settings screens apply a new language in place; everywhere else the page reloads (spec 1 section 4.1). */
export function appliesWithoutReload(pathname: string): boolean {
  return pathname === '/settings' || pathname.startsWith('/settings/');
}

export function useLanguage() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const language: Language = isLanguage(current) ? current : 'en';

  const changeLanguage = useCallback(
    async (next: Language) => {
      if (next === language) return;
      storeLanguage(next);
      if (appliesWithoutReload(pathname)) await switchLanguage(next);
      else page.reload();
    },
    [i18n, language, pathname],
  );

  return { language, changeLanguage };
}
