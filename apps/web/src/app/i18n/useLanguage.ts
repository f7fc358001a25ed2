import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Language } from '@fieldwork/contracts';
import { changeLanguage as switchLanguage, isLanguage, storeLanguage } from './i18n';
import { useAppSelector } from '../hooks';
import { page } from '../session/pageReload';
import { selectMe } from '../session/useSession';
import { useUpdateUserMutation } from '../../features/users/usersApi';

/**
 * Settings screens apply a new language in place (spec 1 section 4.1), and so does the profile,
 * whose editor may hold typed changes a reload would lose; everywhere else the page reloads.
 */
export function appliesWithoutReload(pathname: string): boolean {
  return pathname === '/settings' || pathname.startsWith('/settings/') || pathname === '/profile';
}

/**
 * The interface language. A signed-in user's choice is saved on their profile too (PUT
 * /v2/users/{id} {language}), so every device they sign in from applies it (RootLayout); a
 * failed save still applies the choice here.
 */
export function useLanguage() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const me = useAppSelector(selectMe);
  const [saveOnProfile] = useUpdateUserMutation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const language: Language = isLanguage(current) ? current : 'en';

  const changeLanguage = useCallback(
    async (next: Language) => {
      if (next === language) return;
      storeLanguage(next);
      // Before a reload, which would cut the call short.
      if (me && me.language !== next) await saveOnProfile({ id: me.id, body: { language: next } });
      if (appliesWithoutReload(pathname)) await switchLanguage(next);
      else page.reload();
    },
    [language, pathname, me, saveOnProfile],
  );

  return { language, changeLanguage };
}
