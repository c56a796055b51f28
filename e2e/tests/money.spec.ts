import { expect, test, type Page } from './support/test';
import {
  bookCaregiver,
  familyCard,
  rupees,
  signInCaregiver,
  walletBalance,
} from './support/booking';
import { signUpCustomer } from './support/people';

/*
 * Money end to end in real Chromium against the real API on a fresh database: a family pays
 * for today's care; the caregiver completes it; the Earnings section shows the booking's net
 * (the total less 10% commission and 18% GST on it); the caregiver saves a UPI id, requests a
 * payout and sees it paid by the sandbox payouts gateway. The family cancels another booking,
 * withdraws the refund from its wallet and sees it refunded to the original payment.
 */

/** A seeded, registered caregiver no other spec signs in as (OTP limits count per number). */
const CAREGIVER_MOBILE = '8000000006';

/** What the caregiver earns of a total in paise: the shared split, worked by hand. */
function netOf(totalPaise: number): number {
  const commission = Math.floor((totalPaise * 1000 + 5000) / 10_000);
  const gst = Math.floor((commission * 18 + 50) / 100);
  return totalPaise - commission - gst;
}

/** Accept, start and complete a booking as the caregiver's dashboard does, with its codes. */
async function completeAsCaregiver(dash: Page, bookingId: string, start: string, end: string) {
  const token = await dash.evaluate(() => localStorage.getItem('sellerAccessToken'));
  const headers = { Authorization: `Bearer ${token}` };
  for (const [action, data] of [
    ['acceptBooking', undefined],
    ['startBooking', { code: start }],
    ['completeBooking', { code: end }],
  ] as const) {
    const res = await dash.request.patch(`/api/v1/provider/booking/${action}/${bookingId}`, {
      headers,
      ...(data ? { data } : {}),
    });
    expect(res.ok(), `${action}: ${await res.text()}`).toBe(true);
  }
}

test('a completed booking is earned and paid out; a family withdraws its refund', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  page.on('dialog', (dialog) => void dialog.accept());

  const caregiver = await signInCaregiver(browser, request, CAREGIVER_MOBILE);
  const customerMobile = await signUpCustomer(page, request, '95');
  const patient = `Savitri ${customerMobile.slice(-4)}`;

  // The family pays for one day of care today; the caregiver completes it with the codes.
  const booked = await bookCaregiver(page, caregiver, patient, 0, 1);
  await page.goto('/profile');
  const card = familyCard(page, booked);
  const startCode = (await card.locator('dt:text-is("Start Code") + dd').textContent())!;
  const endCode = (await card.locator('dt:text-is("End Code") + dd').textContent())!;
  const familyToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  const mine = await page.request.get('/api/v1/customer/booking/getCustomerBookings', {
    headers: { Authorization: `Bearer ${familyToken}` },
  });
  const bookingId = (
    (await mine.json()) as { data: { id: string; startCode: string }[] }
  ).data.find((b) => b.startCode === startCode)!.id;
  await completeAsCaregiver(caregiver.page, bookingId, startCode, endCode);

  // Earnings: the booking's split, with the caregiver's net.
  const dash = caregiver.page;
  await dash.goto('/ProviderDashboard?section=earnings');
  await expect(dash.getByRole('heading', { level: 2, name: 'Earnings' })).toBeVisible();
  const totalPaise = Math.round(Number(booked.total.replace(/[₹,]/g, '')) * 100);
  const entry = dash.getByRole('article').filter({ hasText: 'You earn' }).first();
  await expect(
    entry.getByText(rupees.format(netOf(totalPaise) / 100), { exact: true }),
  ).toBeVisible();
  await expect(entry.getByText(booked.total, { exact: true })).toBeVisible();

  // Payout details: a UPI id, then a payout of everything available, paid within seconds.
  const details = dash.getByRole('form', { name: 'Payout details' });
  await details.getByRole('radio', { name: 'UPI', exact: true }).check();
  await details.getByLabel('UPI id').fill('savitri.caregiver@okaxis');
  await details.getByRole('button', { name: 'Save payout details' }).click();
  await expect(dash.getByText('savitri.caregiver@okaxis').first()).toBeVisible();
  const payout = dash.getByRole('form', { name: 'Request payout' });
  await payout.getByRole('button', { name: 'Request payout' }).click();
  const payouts = dash.getByRole('list', { name: 'Your payouts' });
  await expect(payouts.getByText('Paid').first()).toBeVisible({ timeout: 20_000 });

  // The family cancels a later booking before it is answered, then withdraws the refund.
  const later = await bookCaregiver(page, caregiver, patient, 40, 1);
  await page.goto('/profile');
  await familyCard(page, later).getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await cancel.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(cancel).toBeHidden();
  const balance = await walletBalance(page);
  expect(balance).toBeGreaterThan(0);

  const wallet = page.getByRole('region', { name: 'Wallet' });
  await wallet.getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw from your wallet' });
  await expect(withdraw.getByText(/original payment/)).toBeVisible();
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdraw).toBeHidden();
  const withdrawals = wallet.getByRole('list', { name: 'Withdrawals' });
  await expect(withdrawals.getByText('Refunded')).toBeVisible({ timeout: 20_000 });
  expect(await walletBalance(page)).toBe(0);
});
