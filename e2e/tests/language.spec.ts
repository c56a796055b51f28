import { expect, test, type Page } from './support/test';

/*
 * Issue 12/14, Hindi everywhere: the language switch in the top bar turns the shell and the
 * home page into Hindi at once, the API is asked in Hindi, and the choice survives a reload.
 */

async function expectHindiHome(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'अपने आस-पास भरोसेमंद देखभाल पाएँ' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'अपने आस-पास सेवाएँ खोजें' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'मुख्य' });
  await expect(nav.getByRole('link', { name: 'होम' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'साइन इन करें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
}

test('switching to Hindi changes the top bar and home headings and survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find trusted care near you' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

  // The next list request after the switch must ask for Hindi.
  const askedInHindi = page.waitForRequest(
    (request) =>
      request.url().includes('/api/v1/') && request.headers()['accept-language'] === 'hi',
  );
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
  await expectHindiHome(page);
  // Caregivers appear in Hindi cards, priced with Indian grouping.
  const nearby = page.locator('section', {
    has: page.getByRole('heading', { name: 'अपने आस-पास सेवाएँ खोजें' }),
  });
  await expect(nearby.getByRole('link', { name: 'अभी बुक करें' }).first()).toBeVisible();
  await expect(nearby.getByText(/₹[\d,]+\/दिन से शुरू/).first()).toBeVisible();
  await nearby.getByRole('button', { name: 'पार्टनर कंपनियाँ' }).click();
  await askedInHindi;
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hi');

  await page.reload();
  await expectHindiHome(page);

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find trusted care near you' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find trusted care near you' }),
  ).toBeVisible();
});

test('on a 360 px phone the switch is in the menu, a full touch target', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  const toHindi = menu.getByRole('button', { name: 'हिन्दी' });
  const box = (await toHindi.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await toHindi.click();

  const hindiMenu = page.getByRole('navigation', { name: 'मोबाइल' });
  await expect(hindiMenu.getByRole('link', { name: 'सेवाएँ' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'अपने आस-पास भरोसेमंद देखभाल पाएँ' }),
  ).toBeVisible();
  // Nothing spills sideways in Hindi either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
