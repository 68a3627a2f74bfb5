import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe once the page is still. A toast fading in or out (sonner animates opacity over 0.4 s, and removes a toast
 * after 5 s, possibly while axe is reading the page) measures as low contrast mid-transition, which is not what a
 * reader sees; so wait until the toasts of the step before have gone and no CSS animation or transition is running,
 * then answer the violations as "rule: target | target".
 */
export async function axeViolations(
  page: Page,
  opts: { impacts?: ReadonlyArray<string>; include?: string } = {},
): Promise<string[]> {
  // Sonner holds a toast while the pointer rests on it (the last click can leave the pointer where the toast
  // appears): move the pointer off the toasts first, so they leave on their own timer.
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
    timeout: 10_000,
  });
  const builder = new AxeBuilder({ page });
  const { violations } = await (opts.include ? builder.include(opts.include) : builder).analyze();
  return violations
    .filter((v) => !opts.impacts || opts.impacts.includes(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The serious and critical findings only, on the page or the part of it given (a selector such as 'main'). */
export function seriousViolations(page: Page, include?: string): Promise<string[]> {
  return axeViolations(page, { impacts: ['serious', 'critical'], include });
}
