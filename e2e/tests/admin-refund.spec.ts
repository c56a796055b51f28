import { bookCaregiver, signInCaregiver, walletBalance } from './support/booking';
import { auditEntries, operators, signInOperator } from './support/operator';
import { signUpCustomer } from './support/people';
import { expect, test } from './support/test';

/*
 * An operator's refund end to end, in real Chromium against the real API on a fresh database: a
 * family books and pays; the operator signs in to the console, finds the booking in the table,
 * refunds part of it with a reason, and the family sees the refund, with that reason, in their
 * wallet. The refund is in the audit log.
 */

/** A seeded, registered caregiver no other spec signs in as (OTP limits count per number). */
const CAREGIVER_MOBILE = '8000000007';

test('an operator refunds part of a booking; the family sees it in the wallet; it is audited', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  page.on('dialog', (dialog) => void dialog.accept());

  // The family books two days of care three weeks ahead, and pays.
  const caregiver = await signInCaregiver(browser, request, CAREGIVER_MOBILE);
  await caregiver.context.close();
  const familyMobile = await signUpCustomer(page, request, '84');
  const patient = `Kamala ${familyMobile.slice(-4)}`;
  await bookCaregiver(page, caregiver, patient, 21, 2);
  const before = await walletBalance(page);

  // The operator, in a browser of their own, finds the booking by the family's mobile.
  const consoleContext = await browser.newContext();
  const operator = await consoleContext.newPage();
  await signInOperator(operator, request, operators.refunds);
  await operator
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Bookings' })
    .click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const filters = operator.getByRole('form', { name: 'Filter bookings' });
  await filters.getByLabel('Mobile').fill(familyMobile);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const rows = operator.getByRole('table', { name: 'Bookings' }).getByRole('row');
  // The header and the one booking.
  await expect(rows).toHaveCount(2);
  const row = rows.filter({ hasText: familyMobile });
  await expect(row.getByText('Pending')).toBeVisible();
  await row.getByRole('link', { name: /#/ }).click();

  // Its page: refund ₹500 of it, with a reason, confirmed in a dialog.
  await expect(operator).toHaveURL(/\/admin\/bookings\/[0-9a-f-]{36}$/);
  const bookingId = operator.url().split('/').at(-1)!;
  await expect(operator.getByRole('list', { name: 'Status history' })).toContainText(
    'Requested: Pending',
  );
  const refundable = operator.getByTestId('refundable-now');
  const totalShown = (await refundable.textContent())!;
  const refund = operator.getByRole('form', { name: 'Refund the family' });
  await refund.getByLabel('Amount (₹)').fill('500');
  await refund.getByLabel('Reason').fill('Caregiver arrived late on the first day');
  await refund.getByRole('button', { name: 'Refund…' }).click();
  const confirm = operator.getByRole('dialog', { name: 'Refund ₹500 to the family?' });
  await confirm.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(confirm).toBeHidden();
  await expect(operator.getByText("₹500 refunded to the family's wallet")).toBeVisible();
  const totalRupees = Number(totalShown.replace(/[₹,]/g, ''));
  await expect(refundable).toHaveText(
    `₹${new Intl.NumberFormat('en-IN').format(totalRupees - 500)}`,
  );

  // The family sees it in their wallet, with the reason.
  await page.goto('/profile');
  const wallet = page.getByRole('region', { name: 'Wallet' });
  const entry = wallet
    .getByRole('listitem')
    .filter({ hasText: 'Caregiver arrived late on the first day' });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('+₹500')).toBeVisible();
  expect(await walletBalance(page)).toBe(before + 500);

  // And the audit log keeps who refunded what, and why.
  const audited = await auditEntries(operator, request, 'booking.refund');
  expect(audited.find((e) => e.entityId === bookingId)).toMatchObject({
    action: 'booking.refund',
    reason: 'Caregiver arrived late on the first day',
  });
  await consoleContext.close();
});
