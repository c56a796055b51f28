import { expect, test } from './support/test';
import {
  bookCaregiver,
  caregiverCard,
  familyCard,
  rupees,
  signInCaregiver,
  walletBalance,
} from './support/booking';
import { signUpCustomer } from './support/people';

/*
 * The booking lifecycle end to end in real Chromium against the real API on a fresh database:
 * a family books a seeded caregiver for today; the caregiver signs in on the registration page,
 * accepts, starts the visit with the family's start code (after one wrong try) and completes it
 * with the end code; the family sees COMPLETED and leaves a review. A second booking is
 * cancelled by the family with the refund shown first, and the wallet balance rises by it.
 */

/** A seeded, registered caregiver no other spec signs in as (OTP limits count per number). */
const CAREGIVER_MOBILE = '8000000004';

test('a booking goes from request to review, and a cancellation refunds the wallet', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });

  const caregiver = await signInCaregiver(browser, request, CAREGIVER_MOBILE);
  const customerMobile = await signUpCustomer(page, request, '96');
  const patient = `Lakshmi ${customerMobile.slice(-4)}`;

  // The family books the caregiver for today and tomorrow.
  const booked = await bookCaregiver(page, caregiver, patient, 0, 2);

  // The family's codes, as their profile shows them.
  await page.goto('/profile');
  const familyBooking = familyCard(page, booked);
  await expect(familyBooking).toBeVisible();
  await expect(familyBooking.getByText(caregiver.caregiverName)).toBeVisible();
  await expect(familyBooking.getByText('PENDING')).toBeVisible();
  await expect(
    familyBooking.getByText('Your caregiver asks for the start code on arrival'),
  ).toBeVisible();
  const startCode = (await familyBooking.locator('dt:text-is("Start Code") + dd').textContent())!;
  const endCode = (await familyBooking.locator('dt:text-is("End Code") + dd').textContent())!;
  expect(startCode).toMatch(/^\d{6}$/);
  expect(endCode).toMatch(/^\d{6}$/);

  // The caregiver sees the request, with the patient but not yet the family's phone.
  const dash = caregiver.page;
  await dash.getByRole('tab', { name: 'Requests' }).click();
  const request1 = caregiverCard(dash, patient, booked);
  await expect(request1).toBeVisible();
  await expect(request1.getByText('Pending')).toBeVisible();
  await expect(request1.getByText(booked.total, { exact: true })).toBeVisible();
  await expect(request1.getByRole('link', { name: /Call/ })).toHaveCount(0);
  await request1.getByRole('button', { name: 'Accept' }).click();
  await expect(dash.getByText('Booking accepted')).toBeVisible();

  // Accepted: on to Upcoming, now with the family's name and a tap-to-call number.
  await dash.getByRole('tab', { name: 'Upcoming' }).click();
  const upcoming = caregiverCard(dash, patient, booked);
  await expect(upcoming.getByText('Priya Raghavan')).toBeVisible();
  await expect(upcoming.getByRole('link', { name: /Call/ })).toHaveAttribute(
    'href',
    `tel:+91${customerMobile}`,
  );

  // A wrong start code is refused in the dialog; the right one starts the visit.
  await upcoming.getByRole('button', { name: 'Start visit' }).click();
  const startDialog = dash.getByRole('dialog', { name: 'Start visit' });
  const wrongCode = startCode
    .split('')
    .map((digit) => String((Number(digit) + 1) % 10))
    .join('');
  await startDialog.getByLabel('Start code').fill(wrongCode);
  await startDialog.getByRole('button', { name: 'Start visit' }).click();
  await expect(startDialog.getByRole('alert')).toBeVisible();
  await expect(startDialog.getByLabel('Start code')).toHaveAttribute('aria-invalid', 'true');
  await startDialog.getByLabel('Start code').fill(startCode);
  await startDialog.getByRole('button', { name: 'Start visit' }).click();
  await expect(startDialog).toBeHidden();

  await dash.getByRole('tab', { name: 'In progress' }).click();
  const inProgress = caregiverCard(dash, patient, booked);
  await expect(inProgress.getByText('In progress')).toBeVisible();
  await inProgress.getByRole('button', { name: 'Complete' }).click();
  const completeDialog = dash.getByRole('dialog', { name: 'Complete care' });
  await completeDialog.getByLabel('End code').fill(endCode);
  await completeDialog.getByRole('button', { name: 'Complete care' }).click();
  await expect(completeDialog).toBeHidden();
  await dash.getByRole('tab', { name: 'Completed' }).click();
  await expect(caregiverCard(dash, patient, booked).getByText('Completed')).toBeVisible();

  // The family sees it completed and rates the care.
  await page.reload();
  await expect(familyBooking.getByText('COMPLETED')).toBeVisible();
  await familyBooking.getByRole('button', { name: 'Rate this care' }).click();
  const review = page.getByRole('dialog', { name: 'Rate this care' });
  await review.getByRole('radio', { name: '5 stars' }).check();
  await review.getByLabel(/Comment/).fill('Gentle with my mother and always on time.');
  await expect(review.getByText('41 / 1000 characters')).toBeVisible();
  await review.getByRole('button', { name: 'Submit review' }).click();
  await expect(review).toBeHidden();
  await expect(familyBooking.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(familyBooking.getByText('Gentle with my mother and always on time.')).toBeVisible();
  await expect(familyBooking.getByRole('button', { name: 'Rate this care' })).toHaveCount(0);

  // A second booking, cancelled before the caregiver answers: a full refund to the wallet.
  const later = await bookCaregiver(page, caregiver, patient, 40, 2);
  const before = await walletBalance(page);
  await page.goto('/profile');
  const wallet = page.getByRole('region', { name: 'Wallet' });
  await expect(wallet.getByText(rupees.format(before), { exact: true })).toBeVisible();
  const laterCard = familyCard(page, later);
  await laterCard.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(
    cancel.getByText(`${later.total} of ${later.total} (100%) will be returned to your wallet.`),
  ).toBeVisible();
  await expect(cancel.getByText(/has not accepted yet/)).toBeVisible();
  await cancel.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByText(/Booking cancelled/).first()).toBeVisible();
  await expect(laterCard.getByText('CANCELLED')).toBeVisible();
  await expect(laterCard.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  const refund = Number(later.total.replace(/[₹,]/g, ''));
  await expect(
    wallet.getByText(rupees.format(before + refund), { exact: true }).first(),
  ).toBeVisible();
  await expect(wallet.getByText('Refund').first()).toBeVisible();
  expect(await walletBalance(page)).toBe(before + refund);

  // The caregiver's Past tab shows the family's cancellation.
  await dash.getByRole('tab', { name: 'Past' }).click();
  await expect(caregiverCard(dash, patient, later).getByText('Cancelled')).toBeVisible();

  expect(alerts).toEqual([]);
  await caregiver.context.close();
});
