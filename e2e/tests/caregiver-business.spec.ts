import {
  expect,
  test,
  waitForAppOnLoad,
  type APIRequestContext,
  type Browser,
  type Page,
} from './support/test';
import { indiaDate, shownDate } from './support/dates';
import { newMobile, otpFromOutbox, signUpCustomer, verifyMobile } from './support/people';

/*
 * A new caregiver's business, end to end in real Chromium against the real API on a fresh
 * database: registration ends with a service at the caregiver's price; the operator verifies
 * through the operator API; the caregiver goes online and families find them in /service; a
 * family books; a day off makes the wizard refuse a second booking on that day; the caregiver
 * accepts and then cancels the first booking, and the family's wallet holds the refund and the
 * bell the message.
 */

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The operator signs in through the API, as the console would. */
async function operatorToken(request: APIRequestContext): Promise<string> {
  const mobile = '9000000001';
  const sent = await request.post('/api/v1/customer/auth/sendLoginOTP', {
    data: { userType: 'Admin', mobile },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await otpFromOutbox(request, mobile);
  const verified = await request.post('/api/v1/customer/auth/verifyOTP', {
    data: { userType: 'Admin', mobile, otp },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { data: { tokens: { accessToken: string } } }).data.tokens
    .accessToken;
}

/** Verifies the provider with this mobile, naming the submission the operator reviewed. */
async function verifyThroughOperatorApi(request: APIRequestContext, mobile: string) {
  const token = await operatorToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const queue = await request.get(
    '/api/v1/admin/verification/getSellers?type=Provider&status=PENDING&limit=100',
    { headers },
  );
  expect(queue.ok()).toBe(true);
  const sellers = (
    (await queue.json()) as {
      data: { sellers: { id: string; mobile: string; submittedAt: string | null }[] };
    }
  ).data.sellers;
  const seller = sellers.find((candidate) => candidate.mobile === mobile);
  expect(seller, 'the new caregiver in the review queue').toBeTruthy();
  const decided = await request.patch(
    `/api/v1/admin/verification/verifySeller/Provider/${seller!.id}`,
    { headers, data: { submittedAt: seller!.submittedAt } },
  );
  expect(decided.ok(), await decided.text()).toBe(true);
  return seller!.id;
}

/** The family's wizard, from the caregiver's profile to the dates step. */
async function openDatesStep(page: Page, providerId: string) {
  await page.goto(`/booking/${providerId}`);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByRole('radio', { name: /^Nursing Attendant,/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
}

test('a new caregiver sets up, is booked, takes a day off and cancels with a refund', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const mobile = newMobile('86');
  const name = `Anjali Test ${mobile.slice(-4)}`;

  // 1. Registration ends with a service at the caregiver's own price.
  await page.goto('/provider-registration');
  await verifyMobile(page, request, mobile);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(`anjali.${mobile}@example.in`);
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of birth').fill('1991-03-09');
  await page.getByLabel('Address').fill('9 Residency Road, Bengaluru, Karnataka');
  await page.getByLabel('Pincode').fill('560025');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page
    .getByLabel('Government ID', { exact: true })
    .setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();

  await page.getByRole('button', { name: 'Add a service' }).click();
  const add = page.getByRole('dialog', { name: 'Add a service' });
  await add.getByLabel('Care type').selectOption({ label: 'Elder Care' });
  await add.getByLabel('Service').selectOption({ label: 'Nursing Attendant' });
  await add.getByLabel(/Price per day/).fill('1500');
  await add.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByRole('article', { name: 'Nursing Attendant' })).toContainText(
    '₹1,500 per day',
  );
  await page.getByRole('button', { name: 'Finish registration' }).click();
  await expect(page).toHaveURL(/\/ProviderSuccess$/);

  // 2. The operator verifies; 3. the caregiver goes online from the dashboard.
  const providerId = await verifyThroughOperatorApi(request, mobile);
  // The other specs count the seeded listings: whatever happens below, go offline at the end.
  const sellerToken = await page.evaluate(() => localStorage.getItem('sellerAccessToken'));
  try {
    await bookAndCancel(page, browser, request, { providerId, name });
  } finally {
    await request.patch('/api/v1/provider/auth/setOnline', {
      headers: { Authorization: `Bearer ${sellerToken}` },
      data: { isOnline: false },
    });
  }
});

/** Steps 3 to 7: online and listed, booked, a day off, and a cancellation with a refund. */
async function bookAndCancel(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  { providerId, name }: { providerId: string; name: string },
) {
  await page.goto('/ProviderDashboard');
  await expect(page.getByRole('region', { name: 'Verification' })).toHaveCount(0);
  const online = page.getByRole('switch', { name: 'Available for bookings' });
  await online.click();
  await expect(page.getByText('Families can find and book you now.')).toBeVisible();

  // Families find the caregiver in /service (the listing cache lives a few seconds).
  const family = await browser.newContext();
  const familyPage = waitForAppOnLoad(await family.newPage());
  await signUpCustomer(familyPage, request, '66');
  await expect
    .poll(
      async () => {
        const list = await request.get(
          `/api/v1/provider/auth/getOnlineProvidersForWeb?search=${encodeURIComponent(name)}`,
        );
        return ((await list.json()) as { data: { providers: { id: string }[] } }).data.providers
          .map((provider) => provider.id)
          .includes(providerId);
      },
      { timeout: 30_000, message: 'the new caregiver listed' },
    )
    .toBe(true);
  await familyPage.goto(`/service?search=${encodeURIComponent(name)}`);
  await expect(familyPage.getByText(name)).toBeVisible();

  // 4. The family books days +2 to +3.
  await openDatesStep(familyPage, providerId);
  await familyPage.getByLabel('Start date').fill(indiaDate(2));
  await familyPage.getByLabel('End date').fill(indiaDate(3));
  await familyPage.getByRole('button', { name: 'Continue' }).click();
  await expect(familyPage.getByText('Step 3 of 4')).toBeVisible();
  await familyPage.getByRole('button', { name: 'Add Family Member' }).click();
  const modal = familyPage.getByRole('dialog', { name: 'Add Family Member' });
  await modal.getByLabel('Name').fill('Kamala Devi');
  await modal.getByLabel('Gender').selectOption('Female');
  await modal.getByLabel('Age').fill('78');
  await modal.getByLabel('Relation').selectOption('Mother');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await familyPage.getByRole('radio', { name: /Kamala Devi/ }).check();
  await familyPage.getByRole('button', { name: 'Continue' }).click();
  await familyPage.getByRole('button', { name: 'Confirm & Pay' }).click();
  const payment = familyPage.getByRole('dialog', { name: 'Test payment' });
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(familyPage.getByRole('heading', { name: 'Booking Successful' })).toBeVisible();

  // 5. The caregiver marks day +5 off; the family's wizard greys it and refuses it.
  await page.goto('/ProviderDashboard?section=days-off');
  await page.getByLabel('First day off').fill(indiaDate(5));
  await page.getByLabel('Last day off').fill(indiaDate(5));
  await page.getByRole('button', { name: 'Mark days off' }).click();
  await expect(page.getByRole('list', { name: 'Your days off' })).toContainText(
    shownDate(indiaDate(5)),
  );

  await openDatesStep(familyPage, providerId);
  await expect(familyPage.getByRole('list', { name: 'Days you cannot book' })).toContainText(
    'Not working',
  );
  await familyPage.getByLabel('Start date').fill(indiaDate(5));
  await familyPage.getByLabel('End date').fill(indiaDate(5));
  await expect(familyPage.getByRole('alert')).toContainText(
    `Your dates include ${shownDate(indiaDate(5))}. The caregiver is not working this day`,
  );
  await familyPage.getByRole('button', { name: 'Continue' }).click();
  await expect(familyPage.getByText('Step 2 of 4')).toBeVisible();

  // 6. The caregiver accepts the first booking, then cancels it with a reason.
  const walletBefore = await familyPage.request
    .get('/api/v1/customer/wallet/getWallet', {
      headers: {
        Authorization: `Bearer ${await familyPage.evaluate(() => localStorage.getItem('accessToken'))}`,
      },
    })
    .then(async (response) => ((await response.json()) as { data: { balance: number } }).data);
  await page.goto('/ProviderDashboard');
  const card = page.getByRole('article').filter({ hasText: 'Kamala Devi' });
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Booking accepted').first()).toBeVisible();
  await page
    .getByRole('article')
    .filter({ hasText: 'Kamala Devi' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await cancel.getByLabel('Why are you cancelling?').fill('I have fallen ill and cannot come.');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(cancel).toBeHidden();

  // 7. The family's wallet shows the refund, and the bell the message.
  await familyPage.goto('/profile');
  const wallet = familyPage.getByRole('region', { name: 'Wallet' });
  await expect(wallet).toContainText('Refund');
  await expect(wallet).toContainText(
    new Intl.NumberFormat('en-IN').format(walletBefore.balance + 3000),
  );
  const bell = familyPage.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  const messages = familyPage.getByRole('dialog', { name: 'Notifications' });
  await expect(messages).toContainText(`${name} cancelled your CareConnect booking`);
  await expect(messages).toContainText('I have fallen ill and cannot come.');
  await family.close();
}
