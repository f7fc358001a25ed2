import { sideMenuEntries, type MenuContext, type SideMenuEntry } from '../../app/shell/menuRules';

export const CARD_KEYS = ['jobs', 'projects', 'users', 'reports', 'files', 'shifts', 'games', 'skills', 'automations'] as const;
export type CardKey = (typeof CARD_KEYS)[number];

/** The apps the user may open: the same rules as the side menu, flattened. */
export function dashboardCards(ctx: MenuContext): { key: CardKey; path: string }[] {
  const flat = (entries: SideMenuEntry[]): SideMenuEntry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);
  return flat(sideMenuEntries(ctx))
    .filter((e): e is SideMenuEntry & { key: CardKey; path: string } =>
      (CARD_KEYS as readonly string[]).includes(e.key) && Boolean(e.path),
    )
    .map(({ key, path }) => ({ key, path }));
}
