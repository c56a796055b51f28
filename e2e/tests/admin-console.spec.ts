import { newMobile } from './support/people';
import { operators, signInOperator } from './support/operator';
import { expect, test } from './support/test';

/** The console's frame: who may enter, what each role is shown, and leaving it. */

test('only numbers in the settings may sign in to the console', async ({ page }) => {
  await page.goto('/admin/audit');
  // Not signed in: the console's own sign-in page, not a public one.
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Mobile number').fill(newMobile('93'));
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText('This number is not registered as an operator')).toBeVisible();
  await expect(page.getByLabel('Digit 1 of 6')).toHaveCount(0);
});

test('an operator signs in, reads the audit log, and signs out', async ({ page, request }) => {
  await signInOperator(page, request, operators.console);
  await expect(page.getByTestId('operator-identity')).toHaveText(`${operators.console} · admin`);
  // The public site's frame is not the console's.
  await expect(page.getByRole('link', { name: 'Home' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a support operator is shown only what their role may do', async ({ page, request }) => {
  await signInOperator(page, request, operators.support);
  await expect(page.getByTestId('operator-identity')).toHaveText(`${operators.support} · support`);
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Catalog' })).toHaveCount(0);

  // And the API refuses what the screen does not offer.
  const token = await page.evaluate(() => localStorage.getItem('operatorAccessToken'));
  const refused = await request.post('/api/v1/admin/catalog/createCategory', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Pet Care' },
  });
  expect(refused.status()).toBe(403);
});
