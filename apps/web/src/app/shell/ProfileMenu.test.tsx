import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@fieldwork/contracts';
import { makeBootstrap, makeUser, togglesWith } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

async function openDropdown(role: Role, apps = ['skills', 'blueprints', 'impersonate'] as const) {
  mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ isMainHost: true, toggles: togglesWith([...apps]) }),
    'GET /v2/users/me': () => makeUser(role),
    'GET /v2/notifications': () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 }),
  });
  await renderApp('/dashboard');
  await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
  return screen.findByRole('menu');
}

const entryNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('profile dropdown', () => {
  it('shows a business_admin the entries of the spec table, then the languages', async () => {
    const menu = await openDropdown('business_admin');
    expect(entryNames(menu)).toEqual(['Profile', 'Settings', 'Skills', 'Blueprints', 'Automations', 'Logout', 'English', 'עברית']);
    expect(within(menu).getByRole('menuitem', { name: 'Skills' })).toHaveAttribute('href', '/settings/skills');
  });

  it('gives focus to the first entry, not to the name above it, and holds no other tab stop', async () => {
    const menu = await openDropdown('inspector');
    const [first] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(first).toHaveFocus());
    for (const element of menu.querySelectorAll('[tabindex]')) {
      expect(element.getAttribute('role') === 'menuitem' || element === menu, element.outerHTML.slice(0, 80)).toBe(true);
    }
  });

  it('shows an inspector only Profile and Logout', async () => {
    const menu = await openDropdown('inspector');
    expect(entryNames(menu)).toEqual(['Profile', 'Logout', 'English', 'עברית']);
  });

  it('links a sys_admin on the main host to the API documentation in a new tab', async () => {
    const menu = await openDropdown('sys_admin');
    const docs = within(menu).getByRole('menuitem', { name: 'API documentation' });
    expect(docs).toHaveAttribute('href', '/v2/documentation');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(entryNames(menu)).toEqual(expect.arrayContaining(['Workers', 'Instances', 'Impersonate']));
  });
});
