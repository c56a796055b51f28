import { expect, test, type Locator } from './support/test';

/*
 * A list page of 24 cards on a phone shows two or three of them; the browser skips styling,
 * laying out and painting the rest until they come near the screen (content-visibility), which
 * keeps the first seconds on a cheap phone free for the visible part. The page must not pay for
 * it in movement: a skipped card holds the height it will have, so nothing shifts when it is
 * drawn, and it is in the page all along (find-in-page, screen readers).
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Whether the browser draws the item's card now (false while content-visibility skips it). */
const isDrawn = (item: Locator) =>
  item
    .getByRole('article')
    .evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true }));

const height = (element: Locator) =>
  element.evaluate((node) => node.getBoundingClientRect().height);

test('cards out of view are drawn only near the screen, and nothing moves when they are', async ({
  page,
}) => {
  await page.goto('/service');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const items = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') });
  await expect(items).toHaveCount(24);

  const first = items.first();
  const last = items.last();
  expect(await isDrawn(first)).toBe(true);
  expect(await isDrawn(last)).toBe(false);
  // Skipped, the last card is still in the page for screen readers and find-in-page.
  await expect(last.getByRole('link', { name: 'Book Now' })).toBeAttached();

  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  const heightBefore = await pageHeight();
  const skippedHeight = await height(last);
  expect(skippedHeight).toBe(await height(first));

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => isDrawn(last)).toBe(true);
  expect(await height(last)).toBe(skippedHeight);
  expect(await pageHeight()).toBe(heightBefore);

  // Drawn, it answers like any other card.
  await last.getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/(login|booking)/);
});
