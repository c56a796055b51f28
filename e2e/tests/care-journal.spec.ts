import { expect, test, waitForAppOnLoad, type APIRequestContext, type Page } from './support/test';
import { expectAccessibleInBoth } from './support/axe';
import { bookCaregiver, caregiverCard, familyCard, signInCaregiver } from './support/booking';
import { indiaDate } from './support/dates';
import { newMobile, signInCustomer, signUpCustomer } from './support/people';

/*
 * The care journal end to end (issue 16): a family books three days of care and keeps a care
 * profile with a medicine; it invites a relative by mobile. The caregiver accepts, and on each
 * day checks in and out with that day's codes, which the family reads on the booking's journal
 * page, and writes an entry: the first with a photo, each with readings. The server's
 * development clock (PUT /api/v1/dev/clock, absent in production) moves the India day between
 * visits. The last check-out, with the end code, completes the care. The relative signs in on a
 * second browser, finds the care they follow, and reads the journal, the photo and the chart,
 * without the codes. axe checks each of the three pages in English and Hindi.
 */

/** A seeded, registered caregiver no other spec signs in as (OTP limits count per number). */
const CAREGIVER_MOBILE = '8000000014';
/** A small but genuine PNG: the server checks the bytes, resizes and re-encodes them. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function setServerDay(request: APIRequestContext, date: string | null) {
  const response = await request.put('/api/v1/dev/clock', { data: { date } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** One day's card on the family's journal page. */
const dayCard = (page: Page, date: string) =>
  page.locator('section', { has: page.locator(`time[datetime="${date}"]`) });

async function codeOf(page: Page, date: string, label: string): Promise<string> {
  const code = await dayCard(page, date).locator(`dt:text-is("${label}") + dd`).textContent();
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** The caregiver enters a code in the journal page's dialog. */
async function enterCode(page: Page, action: 'Check in' | 'Check out', code: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.getByLabel(action === 'Check in' ? 'Check-in code' : 'Check-out code').fill(code);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Today's entry: lunch, the profile's medicine given, a mood, a walk, readings, and a photo. */
async function writeEntry(
  page: Page,
  readings: { upper: string; lower: string; sugar: string },
  openForm: boolean,
) {
  if (openForm) await page.getByRole('button', { name: "Write today's entry" }).click();
  await page.getByRole('button', { name: 'Lunch: Half' }).click();
  await page.getByRole('button', { name: 'Given', exact: true }).first().click();
  await page.getByRole('button', { name: 'Calm', exact: true }).click();
  await page.getByRole('button', { name: 'Walk', exact: true }).click();
  await page.getByLabel('BP upper (mmHg)').fill(readings.upper);
  await page.getByLabel('BP lower (mmHg)').fill(readings.lower);
  await page.getByLabel('Sugar (mg/dL)').fill(readings.sugar);
  await page.getByLabel('Notes (optional)').fill('A good day; we walked to the temple.');
}

test('a family far away follows three days of care through the journal', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const days = [indiaDate(0), indiaDate(1), indiaDate(2)] as const;
  try {
    const caregiver = await signInCaregiver(browser, request, CAREGIVER_MOBILE);
    const familyMobile = await signUpCustomer(page, request, '89');
    const patient = `Kamala ${familyMobile.slice(-4)}`;
    const booked = await bookCaregiver(page, caregiver, patient, 0, 3);

    // The family keeps a care profile with a medicine, and invites a relative to follow.
    await page.goto('/profile');
    await page.getByRole('link', { name: `Care profile of ${patient}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(patient);
    await page.getByRole('button', { name: 'Add a medicine' }).click();
    await page.getByLabel('Medicine', { exact: true }).fill('Metformin 500');
    await page.getByLabel('Times', { exact: true }).fill('08:00');
    await page.getByRole('button', { name: 'Save care profile' }).click();
    await expect(page.getByText('Care profile saved').first()).toBeVisible();
    const relativeMobile = newMobile('79');
    await page.getByLabel("Relative's mobile number").fill(relativeMobile);
    await page.getByRole('button', { name: 'Invite a relative' }).click();
    await expect(page.getByText('Invited, not signed in yet')).toBeVisible();

    // The caregiver accepts the request.
    const dash = caregiver.page;
    await dash.getByRole('tab', { name: 'Requests' }).click();
    await caregiverCard(dash, patient, booked).getByRole('button', { name: 'Accept' }).click();
    await expect(dash.getByText('Booking accepted')).toBeVisible();

    // The family opens the booking's journal: each day has its two codes.
    await page.goto('/profile');
    await familyCard(page, booked)
      .getByRole('link', { name: `Care journal for ${patient}` })
      .click();
    await expect(page).toHaveURL(/\/care-journal\/[0-9a-f-]{36}$/);
    const bookingId = page.url().split('/').pop()!;
    const codes = {
      in: [
        await codeOf(page, days[0], 'Start code (check-in)'),
        await codeOf(page, days[1], 'Check-in code'),
        await codeOf(page, days[2], 'Check-in code'),
      ],
      out: [
        await codeOf(page, days[0], 'Check-out code'),
        await codeOf(page, days[1], 'Check-out code'),
        await codeOf(page, days[2], 'End code (check-out)'),
      ],
    };

    await expectAccessibleInBoth(page, "the family's care journal, with the day's codes");

    // Three days of visits, the server's day moved between them.
    await dash.goto(`/ProviderDashboard/care-journal/${bookingId}`);
    const readings = [
      { upper: '142', lower: '90', sugar: '160' },
      { upper: '136', lower: '86', sugar: '148' },
      { upper: '128', lower: '82', sugar: '131' },
    ];
    for (const [index, date] of days.entries()) {
      if (index > 0) {
        await setServerDay(request, date);
        await dash.reload();
      }
      // Yesterday's code is refused: each day has its own.
      if (index > 0) {
        await dash.getByRole('button', { name: 'Check in', exact: true }).click();
        const dialog = dash.getByRole('dialog', { name: 'Check in' });
        await dialog.getByLabel('Check-in code').fill(codes.in[index - 1]!);
        await dialog.getByRole('button', { name: 'Check in', exact: true }).click();
        await expect(dialog.getByText(/not today's check-in code/i)).toBeVisible();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      }
      await enterCode(dash, 'Check in', codes.in[index]!);
      await expect(dash.getByText(/^Checked in at /)).toBeVisible();

      if (index === 0) {
        await dash.getByRole('button', { name: "Write today's entry" }).click();
        await expectAccessibleInBoth(dash, "the caregiver's journal with today's entry form");
      }
      await writeEntry(dash, readings[index]!, index > 0);
      if (index === 0) {
        await dash.getByLabel('Add a photo').setInputFiles({
          name: 'morning-walk.png',
          mimeType: 'image/png',
          buffer: png,
        });
        await expect(dash.getByRole('img', { name: 'Photo 1' })).toBeVisible();
      }
      await dash.getByRole('button', { name: 'Save entry' }).click();
      await expect(dash.getByText('Entry saved').first()).toBeVisible();

      await enterCode(dash, 'Check out', codes.out[index]!);
      await expect(dash.getByText(/^Checked out at /)).toBeVisible();
    }
    // The last check-out, with the end code, completed the care.
    await expect(
      dash.getByText(
        'The care is complete. For a day you can still write and correct its entries.',
      ),
    ).toBeVisible();

    // The relative signs in on a second browser with the invited number.
    const relativeContext = await browser.newContext();
    const relative = waitForAppOnLoad(await relativeContext.newPage());
    await signInCustomer(relative, request, relativeMobile);
    await expect(relative.getByRole('heading', { name: 'Care you follow' })).toBeVisible();
    await relative.getByRole('link', { name: `Care journal for ${patient}` }).click();
    await expect(relative).toHaveURL(new RegExp(`/care-journal/${bookingId}$`));
    await expect(relative.getByText('You are following — read only.')).toBeVisible();

    // Every day checked in and out, with its entry; no codes for a relative.
    for (const date of days) {
      const card = dayCard(relative, date);
      await expect(card.getByText(/^Checked in /)).toBeVisible();
      await expect(card.getByText('Metformin 500 at 08:00 — given')).toBeVisible();
      await expect(card.getByText('A good day; we walked to the temple.')).toBeVisible();
    }
    await expect(relative.getByText('Check-in code')).toHaveCount(0);
    await expect(relative.getByText(codes.in[1]!)).toHaveCount(0);

    // The photo arrives through its short-lived signed link, as a real image.
    const photo = dayCard(relative, days[0]).getByRole('img', { name: /^Photo 1 of 1/ });
    await expect(photo).toBeVisible();
    expect(await photo.getAttribute('src')).toMatch(/signature=/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Readings over time: blood pressure and sugar charted, with the numbers in a table.
    await expect(relative.getByRole('heading', { name: 'Readings over time' })).toBeVisible();
    await expect(relative.getByRole('img', { name: 'Blood pressure (mmHg)' })).toBeVisible();
    await expect(relative.getByRole('img', { name: 'Blood sugar (mg/dL)' })).toBeVisible();
    await expect(
      relative
        .getByRole('table', { name: 'Blood sugar (mg/dL)' })
        .getByRole('cell', { name: '131' }),
    ).toBeAttached();

    await expectAccessibleInBoth(relative, "a relative's read of the journal, with the charts");

    // On a 360 px phone the journal fits the screen: nothing, the charts' tables included,
    // makes the page scroll sideways.
    await relative.setViewportSize({ width: 360, height: 800 });
    await expect
      .poll(() => relative.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
    await relativeContext.close();
    await caregiver.context.close();
  } finally {
    await setServerDay(request, null);
  }
});
