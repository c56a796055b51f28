import {
  expect,
  test,
  waitForAppOnLoad,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from './support/test';
import { auditEntries, operators, signInOperator } from './support/operator';
import { newMobile, verifyMobile } from './support/people';

/*
 * The operator's verification, end to end in real Chromium against the real API on a fresh
 * database: a caregiver registers with documents and a service; the operator signs in to the
 * console, reads the documents inline and approves; the caregiver goes online and families see
 * them in /service with the Certified mark; the approval is in the audit log. A rejection's
 * reason reaches the seller by SMS.
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

/** A new caregiver registers through the UI with both documents and one service. */
async function registerCaregiver(page: Page, request: APIRequestContext, mobile: string) {
  const name = `Kavitha Test ${mobile.slice(-4)}`;
  await page.goto('/provider-registration');
  await verifyMobile(page, request, mobile);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(`kavitha.${mobile}@example.in`);
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of birth').fill('1988-11-02');
  await page.getByLabel('Address').fill('22 Anna Salai, Chennai, Tamil Nadu');
  await page.getByLabel('Pincode').fill('600002');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page
    .getByLabel('Government ID', { exact: true })
    .setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: png });
  await page
    .getByLabel('Certification', { exact: true })
    .setInputFiles({ name: 'gda-course.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();

  await page.getByRole('button', { name: 'Add a service' }).click();
  const add = page.getByRole('dialog', { name: 'Add a service' });
  await add.getByLabel('Care type').selectOption({ label: 'Elder Care' });
  await add.getByLabel('Service').selectOption({ label: 'Nursing Attendant' });
  await add.getByLabel(/Price per day/).fill('1400');
  await add.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByRole('article', { name: 'Nursing Attendant' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish registration' }).click();
  await expect(page).toHaveURL(/\/ProviderSuccess$/);
  return name;
}

/**
 * The operator's signed-in browser state, kept after the first sign-in: a second OTP to the
 * same number within the resend time would be refused, as it would be for a person.
 */
let operatorSession: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

/** The console in its own browser, signed in as the verification spec's operator. */
async function openConsole(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext(
    operatorSession ? { storageState: operatorSession } : {},
  );
  const page = waitForAppOnLoad(await context.newPage());
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
  });
  if (operatorSession) {
    await page.goto('/admin');
  } else {
    await signInOperator(page, request, operators.verification);
    operatorSession = await context.storageState();
  }
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Verification' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  return { context, page, blocked };
}

test('the operator approves a new caregiver, who is then listed as Certified', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const mobile = newMobile('87');
  const name = await registerCaregiver(page, request, mobile);
  const sellerToken = await page.evaluate(() => localStorage.getItem('sellerAccessToken'));

  const desk = await openConsole(browser, request);
  try {
    const card = desk.page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(mobile);
    await expect(card).toContainText('22 Anna Salai, Chennai, Tamil Nadu');

    // The documents are shown inline, fetched with the operator's token.
    const id = card.getByRole('img', { name: `Government ID of ${name}` });
    await expect(id).toBeVisible();
    await expect
      .poll(() => id.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const certificate = card.getByTitle(`Certification of ${name}`);
    await expect(certificate).toBeVisible();
    await expect(certificate).toHaveAttribute('src', /^blob:/);

    await card.getByRole('button', { name: `Approve ${name}` }).click();
    const dialog = desk.page.getByRole('dialog', { name: `Approve ${name}?` });
    await dialog.getByLabel(/Note for the record/).fill('Aadhaar and GDA certificate checked');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(desk.page.getByText('Provider verified')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(desk.blocked, 'nothing the page showed was blocked').toEqual([]);

    // The caregiver goes online from the dashboard; families find them, marked Certified.
    await page.goto('/ProviderDashboard');
    await page.getByRole('switch', { name: 'Available for bookings' }).click();
    await expect(page.getByText('Families can find and book you now.')).toBeVisible();

    let providerId = '';
    await expect
      .poll(
        async () => {
          const list = await request.get(
            `/api/v1/provider/auth/getOnlineProvidersForWeb?search=${encodeURIComponent(name)}`,
          );
          const found = ((await list.json()) as { data: { providers: { id: string }[] } }).data
            .providers[0];
          providerId = found?.id ?? '';
          return providerId !== '';
        },
        { timeout: 30_000, message: 'the approved caregiver listed' },
      )
      .toBe(true);

    const family = await browser.newContext();
    const familyPage = waitForAppOnLoad(await family.newPage());
    await familyPage.goto(`/service?search=${encodeURIComponent(name)}`);
    const listed = familyPage
      .getByRole('article')
      .filter({ has: familyPage.getByRole('link', { name, exact: true }) });
    await expect(listed).toBeVisible();
    await expect(listed.getByText('Certified', { exact: true })).toBeVisible();
    await familyPage.goto(`/provider/${providerId}`);
    await expect(familyPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(familyPage.getByText('Certified', { exact: true })).toBeVisible();
    await family.close();

    // The approval is in the audit log, naming the operator's reason.
    const entries = await auditEntries(desk.page, request, 'seller.verify');
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'seller.verify',
        entityId: providerId,
        reason: 'Aadhaar and GDA certificate checked',
      }),
    );
  } finally {
    await desk.context.close();
    // Other specs count the seeded listings: this caregiver leaves the list again.
    await request.patch('/api/v1/provider/auth/setOnline', {
      headers: { Authorization: `Bearer ${sellerToken}` },
      data: { isOnline: false },
    });
  }
});

test("a rejection needs a reason, and the reason reaches the seller's phone", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const mobile = newMobile('83');
  const name = await registerCaregiver(page, request, mobile);
  const reason = 'The Aadhaar photo is blurred; please upload a clear scan';

  const desk = await openConsole(browser, request);
  try {
    const card = desk.page.getByRole('article', { name });
    await card.getByRole('button', { name: `Reject ${name}` }).click();
    const dialog = desk.page.getByRole('dialog', { name: `Reject ${name}?` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('The reason must be at least 10 characters')).toBeVisible();
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(desk.page.getByText('Provider rejected')).toBeVisible();

    await desk.page.getByRole('tab', { name: 'Rejected' }).click();
    await expect(desk.page.getByRole('article', { name })).toContainText(reason);
  } finally {
    await desk.context.close();
  }

  // The SMS job sends the reason to the caregiver's mobile (the dev outbox stands in for it).
  await expect
    .poll(
      async () => {
        const outbox = await request.get(`/api/v1/dev/outbox?mobile=${mobile}`);
        const texts = ((await outbox.json()) as { data: { text: string }[] }).data;
        return texts.some((message) => message.text.includes(reason));
      },
      { timeout: 45_000, message: 'the rejection SMS in the outbox' },
    )
    .toBe(true);
});
