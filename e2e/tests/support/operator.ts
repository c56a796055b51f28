import { expect, type APIRequestContext, type Page } from './test';
import { otpFromOutbox } from './people';

/**
 * Operator numbers the e2e server admits (playwright.config.ts): one per console spec, so no
 * spec waits out another's OTP resend time on a shared number.
 */
export const operators = {
  console: '9000000011',
  verification: '9000000012',
  content: '9000000013',
  refunds: '9000000014',
  support: '9000000021',
} as const;

/** Signs an operator in at /admin/login through the OTP, as a person would; lands on /admin. */
export async function signInOperator(page: Page, request: APIRequestContext, mobile: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  const otp = await otpFromOutbox(request, mobile);
  await page.getByLabel('Digit 1 of 6').pressSequentially(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The operator's access token as the console stored it, for checks made through the API. */
export async function operatorToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('operatorAccessToken'));
  if (!token) throw new Error('no operator token stored');
  return token;
}

/** The newest audit entries of one action, read through the API with the operator's token. */
export async function auditEntries(
  page: Page,
  request: APIRequestContext,
  action: string,
): Promise<{ action: string; entityId: string; reason: string | null }[]> {
  const response = await request.get(`/api/v1/admin/audit/getAuditLog?action=${action}`, {
    headers: { authorization: `Bearer ${await operatorToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { entries: never[] } }).data.entries;
}
