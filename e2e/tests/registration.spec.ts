import { expect, test } from './support/test';
import { newMobile, verifyMobile } from './support/people';

/*
 * Provider and company registration in real Chromium against the real API on a fresh
 * database: OTP from the dev outbox, the profile form, real files uploaded and sniffed by the
 * server, and the seeded registered provider going straight to its dashboard.
 */

/** A 1x1 PNG and a one-page PDF: small, but genuine, as the server checks the bytes. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a new caregiver registers with documents and is not listed until verified', async ({
  page,
  request,
}) => {
  const mobile = newMobile('85');
  const name = `Test Carer ${mobile.slice(-4)}`;

  await page.goto('/login-dashboard');
  await page.getByRole('radio', { name: /Individual Provider/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/provider-registration$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Provider Registration' }),
  ).toBeVisible();

  await verifyMobile(page, request, mobile);
  await expect(page.getByText('OTP Verified Successfully')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Complete Your Profile' }),
  ).toBeVisible();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();

  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill('test.carer@example.in');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of birth').fill('1990-06-15');
  await page.getByLabel('Address').fill('4 Lake View Road, Kochi, Kerala');
  await page.getByLabel('Pincode').fill('682001');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page
    .getByLabel('Government ID', { exact: true })
    .setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: png });
  await page
    .getByLabel('Certification', { exact: true })
    .setInputFiles({ name: 'first-aid.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('aadhaar.png')).toBeVisible();
  await expect(page.getByText('first-aid.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  await expect(page.getByText('Profile completed successfully!')).toBeVisible();
  // The last step offers the services; this caregiver leaves them for later.
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Finish registration' }).click();
  await expect(page).toHaveURL(/\/ProviderSuccess$/);
  await expect(page.getByRole('link', { name: /Get it on Google Play/ })).toBeVisible();

  // The operator has not verified the new caregiver yet: families cannot find them.
  const list = await request.get(
    `/api/v1/provider/auth/getOnlineProvidersForWeb?search=${encodeURIComponent(name)}`,
  );
  expect(((await list.json()) as { data: { providers: unknown[] } }).data.providers).toEqual([]);
});

test('a new care company registers', async ({ page, request }) => {
  const mobile = newMobile('75');

  await page.goto('/company-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Registration' })).toBeVisible();
  await verifyMobile(page, request, mobile);
  await expect(page.getByText('OTP Verified Successfully')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Complete Company Profile' }),
  ).toBeVisible();

  await page.getByLabel('Company name').fill(`Little Steps ${mobile.slice(-4)}`);
  await page.getByLabel('Email').fill('hello@littlesteps.in');
  await page.getByLabel('Pincode').fill('411001');
  await page.getByLabel('Address').fill('21 MG Road, Pune, Maharashtra');
  await page.getByLabel('GST number').fill('27AAPFU0939F1ZV');
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  await expect(page.getByText('Profile completed successfully!')).toBeVisible();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page
    .getByLabel('Registration certificate', { exact: true })
    .setInputFiles({ name: 'incorporation.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Send and continue' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Finish registration' }).click();
  await expect(page).toHaveURL(/\/ProviderSuccess$/);
});

test('a registered caregiver signing in on registration goes to the dashboard', async ({
  page,
  request,
}) => {
  await page.goto('/provider-registration');
  await verifyMobile(page, request, '8000000001');
  await expect(page).toHaveURL(/\/ProviderDashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('sellerAccessToken'))).toBeTruthy();
});
