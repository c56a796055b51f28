import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInCaregiver } from './support/booking';
import { indiaDate } from './support/dates';
import { signUpCustomer } from './support/people';

/*
 * Issue 12/14 item 5, accessible: axe-core checks every page a family or a caregiver goes
 * through, in English and in Hindi, against WCAG 2.1 A and AA. A serious or critical violation
 * fails the page; each one is printed with its rule, impact, elements and help.
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Seeded caregiver no other spec signs in as, so its dashboard is this spec's alone. */
const CAREGIVER_MOBILE = '8000000011';

test.use({ reducedMotion: 'reduce' });

/** axe on the page as it is now; every serious or critical violation is a (soft) failure. */
async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
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

/** Page settled: lazy route loaded, queries answered, skeletons gone. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Checks the page in English, switches the top bar to Hindi and checks it again, then back to
 * English so the test's English labels keep working. The switch is in place (no reload), so a
 * wizard keeps its step.
 */
async function expectAccessibleInBoth(page: Page, where: string) {
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

async function firstSellerId(request: APIRequestContext, kind: 'provider' | 'company') {
  const response = await request.get(
    kind === 'provider'
      ? '/api/v1/provider/auth/getOnlineProvidersForWeb?limit=5'
      : '/api/v1/company/auth/getOnlineCompaniesForWeb?limit=5',
  );
  expect(response.ok()).toBe(true);
  const data = ((await response.json()) as { data: Record<string, { id: string }[]> }).data;
  const first = (kind === 'provider' ? data.providers : data.companies)?.[0];
  expect(first, `a listed ${kind}`).toBeTruthy();
  return first!.id;
}

test('public pages and the assistant have no serious or critical violation', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleInBoth(page, 'home');

  await page.goto('/service');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleInBoth(page, '/service');

  await page.goto('/company-service');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleInBoth(page, '/company-service');

  await page.goto(`/provider/${await firstSellerId(request, 'provider')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleInBoth(page, 'a caregiver profile');

  await page.goto(`/compnay-provider/${await firstSellerId(request, 'company')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleInBoth(page, 'a company profile');

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleInBoth(page, '/login');

  for (const [language, open] of [
    ['English', 'Open assistant'],
    ['Hindi', 'असिस्टेंट खोलें'],
  ] as const) {
    await page.goto('/');
    if (language === 'Hindi') {
      await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    }
    await settle(page);
    await page.getByRole('button', { name: open }).click();
    await expect(page.getByRole('button', { name: open })).toBeHidden();
    await settle(page);
    await expectAccessible(page, `the assistant panel (${language})`);
    if (language === 'Hindi') {
      await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    }
  }
});

test('the profile and every booking wizard step have no serious or critical violation', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signUpCustomer(page, request, '88');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleInBoth(page, '/profile');

  await page.goto(`/booking/${await firstSellerId(request, 'provider')}`);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expectAccessibleInBoth(page, 'booking step 1 (service)');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expectAccessibleInBoth(page, 'booking step 2 (dates)');
  await page.getByLabel('Start date').fill(indiaDate(20));
  await page.getByLabel('End date').fill(indiaDate(22));
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expectAccessibleInBoth(page, 'booking step 3 (family member, none yet)');
  await page.getByRole('button', { name: 'Add Family Member' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Family Member' });
  await expect(modal).toBeVisible();
  await expectAccessible(page, 'the Add Family Member dialog (English)');
  await modal.getByLabel('Name').fill('Kamala Raghavan');
  await modal.getByLabel('Gender').selectOption('Female');
  await modal.getByLabel('Age').fill('74');
  await modal.getByLabel('Relation').selectOption('Mother');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  const member = page.getByRole('radio', { name: /Kamala Raghavan/ });
  await member.check();
  await expect(member).toBeChecked();
  await expectAccessibleInBoth(page, 'booking step 3 (family member chosen)');
  const fits = page.getByRole('checkbox', { name: 'Yes, book this care for them' });
  if (await fits.isVisible()) await fits.check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expectAccessibleInBoth(page, 'booking step 4 (review)');
});

test('the caregiver dashboard has no serious or critical violation', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { page, context } = await signInCaregiver(browser, request, CAREGIVER_MOBILE);
  await expectAccessibleInBoth(page, '/ProviderDashboard');
  await context.close();
});
