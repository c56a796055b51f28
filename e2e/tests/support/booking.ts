import { expect, type APIRequestContext, type Browser, type Locator, type Page } from './test';
import { waitForAppOnLoad } from './test';
import { indiaDate, shownDate } from './dates';
import { verifyMobile } from './people';

/* A booking's steps as a family and a caregiver take them, shared by the lifecycle and money specs. */

/** An amount in rupees as the app shows it: ₹12,34,567, and paise as two digits when any. */
export const rupees = {
  format: (amount: number) =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount),
};

/**
 * The caregiver signs in on the registration page like a person; a registered caregiver goes
 * straight to the dashboard. Returns the caregiver's id, the subject of the stored token.
 */
export async function signInCaregiver(
  browser: Browser,
  request: APIRequestContext,
  mobile: string,
) {
  const context = await browser.newContext();
  const page = waitForAppOnLoad(await context.newPage());
  await page.goto('/provider-registration');
  await verifyMobile(page, request, mobile);
  await expect(page).toHaveURL(/\/ProviderDashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Provider Dashboard' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('sellerAccessToken'));
  expect(token, 'a stored provider access token').toBeTruthy();
  const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    ut: string;
  };
  expect(claims.ut).toBe('Provider');
  const profile = await request.get(`/api/v1/provider/auth/getProviderProfileById/${claims.sub}`);
  expect(profile.ok()).toBe(true);
  const caregiverName = ((await profile.json()) as { data: { name: string } }).data.name;
  return { page, context, providerId: claims.sub, caregiverName };
}

export interface Booked {
  startDate: string;
  endDate: string;
  total: string;
}

/** Books the caregiver's first service from today + `from`, for `days` days, and pays. */
export async function bookCaregiver(
  page: Page,
  { providerId, caregiverName }: { providerId: string; caregiverName: string },
  patient: string,
  from: number,
  days: number,
): Promise<Booked> {
  // From the caregiver's public profile, as a family would.
  await page.goto(`/provider/${providerId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(caregiverName);
  await page.getByRole('link', { name: 'Book Now' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/booking/${providerId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Caregiver' })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  const startDate = indiaDate(from);
  const endDate = indiaDate(from + days - 1);
  await page.getByLabel('Start date').fill(startDate);
  await page.getByLabel('End date').fill(endDate);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  const member = page.getByRole('radio', { name: new RegExp(patient) });
  await expect(page.getByText('No family members added yet.').or(member)).toBeVisible();
  if ((await member.count()) === 0) {
    await page.getByRole('button', { name: 'Add Family Member' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Family Member' });
    await modal.getByLabel('Name').fill(patient);
    await modal.getByLabel('Gender').selectOption('Female');
    await modal.getByLabel('Age').fill('74');
    await modal.getByLabel('Relation').selectOption('Mother');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();
  }
  await member.check();
  // The warning renders with the choice: once the radio shows checked, it is there or not.
  await expect(member).toBeChecked();
  // Childcare for the 74-year-old: the wizard asks to confirm the care fits before going on.
  const fits = page.getByRole('checkbox', { name: 'Yes, book this care for them' });
  if (await fits.isVisible()) await fits.check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Test payment' });
  await expect(payment).toBeVisible();
  const total = (await payment.textContent())?.match(/₹[\d,.]+/)?.[0] ?? '';
  expect(total, 'the amount in the Test payment dialog').not.toBe('');
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Booking Successful' })).toBeVisible();
  return { startDate, endDate, total };
}

/** The dashboard card of this booking, found by patient and dates. */
export function caregiverCard(page: Page, patient: string, booked: Booked): Locator {
  return page
    .getByRole('article')
    .filter({ hasText: patient })
    .filter({ hasText: shownDate(booked.startDate) });
}

/** The family's card of this booking on /profile, found by its dates. */
export function familyCard(page: Page, booked: Booked): Locator {
  return page
    .getByRole('region', { name: 'My Bookings' })
    .getByRole('article')
    .filter({ hasText: shownDate(booked.startDate) })
    .filter({ hasText: shownDate(booked.endDate) });
}

export async function walletBalance(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get('/api/v1/customer/wallet/getWallet', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}
