import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules; the check fails on what axe rates serious or critical. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blocking = new Set(['serious', 'critical']);

/**
 * Scans the current page with axe-core and records (as a soft failure, so one run lists every page)
 * each serious or critical violation: rule id, help text and the selectors of the offending nodes.
 */
export async function expectAccessible(page: Page, label: string) {
  // Colours are read as they are at the moment of the scan: a button still in its 0.15 s colour
  // transition (a menu's toggle just opened, on a busy machine) would be judged half-way. Endless
  // ones (a spinner) are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  const found = violations
    .filter((v) => blocking.has(v.impact ?? ''))
    .map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`);
  expect.soft(found, `axe on ${label} (${page.url()}):\n${found.join('\n')}`).toEqual([]);
}
