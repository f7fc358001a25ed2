import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's rules, plus one that is off by default: a control's accessible name must contain
 * the text it shows (WCAG 2.5.3, "label in name"), so a voice user can say what they see.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** Waits until no CSS transition or animation runs (menus and popovers fade and grow in). */
export async function waitForStillPage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5000 });
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')} ${n.html.slice(0, 300)}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`);
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, naming
 * each rule and the elements that break it. Call it after the screen has settled (its heading or
 * dialog is visible); it waits for running transitions itself. `soft` records the failure and lets
 * the test go on, so one test can check several screens and report them all.
 */
export async function expectNoSeriousA11yViolations(page: Page, { label, soft = false }: { label?: string; soft?: boolean } = {}) {
  await waitForStillPage(page);
  const results = await new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const where = label ?? new URL(page.url()).pathname;
  const message = `serious or critical accessibility violations on ${where}:\n${describe(serious)}`;
  (soft ? expect.soft : expect)(serious.map((v) => `${v.impact} ${v.id} (${v.nodes.length})`), message).toEqual([]);
}
