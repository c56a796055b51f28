import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test';

/* axe-core against WCAG 2.1 A and AA, as every spec that checks a page's accessibility runs it. */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Toasts still arriving or leaving, half transparent. */
const movingToasts = '.Toastify__toast[class*="-enter"], .Toastify__toast[class*="-exit"]';

/**
 * axe on the page as it is now; every serious or critical violation is a (soft) failure.
 *
 * The page is scanned as a reader who asks for less motion sees it, where a toast appears and
 * leaves at once. Otherwise a toast that closes on its own (after 3 s) can start fading out
 * during the scan, whatever `settle` waited for before it, and axe measures its text mid-fade:
 * 4.35:1, in two CI runs of the journal spec.
 */
export async function expectAccessible(page: Page, where: string) {
  const reducing = await page.evaluate(
    () => matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.locator(movingToasts)).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  if (!reducing) await page.emulateMedia({ reducedMotion: 'no-preference' });
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking
    .map(
      (v) =>
        `  ${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes.map((node) => `      ${node.target.join(' > ')}`).join('\n'),
    )
    .join('\n');
  expect.soft(blocking, `axe on ${where}:\n${report}`).toEqual([]);
}

/**
 * Page settled: lazy route loaded, queries answered, skeletons gone, and no toast still fading
 * in or out. axe measures a half-transparent toast's text mid-animation: 3.7:1 fading in, and
 * 4.35:1 as an earlier step's toast was leaving (a CI run's first try of the journal spec).
 */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator(movingToasts)).toHaveCount(0);
}

/**
 * Checks the page in English, switches the top bar to Hindi and checks it again, then back to
 * English so the test's English labels keep working. The switch is in place (no reload), so a
 * wizard keeps its step.
 */
export async function expectAccessibleInBoth(page: Page, where: string) {
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expectAccessible(page, `${where} (English)`);
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await settle(page);
  await expectAccessible(page, `${where} (Hindi)`);
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
}
