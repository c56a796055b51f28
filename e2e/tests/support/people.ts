import { expect, type APIRequestContext, type Page } from './test';

/**
 * A fresh 10-digit mobile starting with `prefix`. Each spec keeps its own prefix, clear of the
 * seeded ranges (70000000xx, 80000000xx, 9000000001, 91000000xx), so OTP limits never collide.
 */
export function newMobile(prefix: string): string {
  return `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The newest code the dev outbox holds for `mobile`, once it differs from `previous`. */
export async function otpFromOutbox(
  request: APIRequestContext,
  mobile: string,
  previous?: string,
): Promise<string> {
  let otp: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/outbox?mobile=${mobile}`);
        expect(response.ok()).toBe(true);
        const body = (await response.json()) as { data: { otp: string | null }[] };
        otp = body.data[0]?.otp ?? null;
        return otp !== null && otp !== previous;
      },
      { message: `an OTP for ${mobile} in the dev outbox` },
    )
    .toBe(true);
  return otp as unknown as string;
}

/** Phone, then the OTP read from the dev outbox, as on /login and the registration pages. */
export async function verifyMobile(page: Page, request: APIRequestContext, mobile: string) {
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  const otp = await otpFromOutbox(request, mobile);
  await page.getByLabel('Digit 1 of 6').pressSequentially(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Signs a brand-new customer in through the UI and completes the profile if asked to. */
export async function signUpCustomer(
  page: Page,
  request: APIRequestContext,
  mobilePrefix: string,
): Promise<string> {
  return signInCustomer(page, request, newMobile(mobilePrefix));
}

/** Signs a customer in with `mobile` on /login, completing the profile if asked to. */
export async function signInCustomer(
  page: Page,
  request: APIRequestContext,
  mobile: string,
): Promise<string> {
  await page.goto('/login');
  await verifyMobile(page, request, mobile);
  await expect(page).toHaveURL(/\/(update_profile|profile)$/);

  if (page.url().endsWith('/update_profile')) {
    await page.getByLabel('Full name').fill('Priya Raghavan');
    await page.getByLabel('Email').fill(`priya.${mobile}@example.in`);
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('Date of birth').fill('1984-06-15');
    await page.getByLabel('Address').fill('14 Temple Street, Mylapore, Chennai');
    await page.getByLabel('Pincode').fill('600004');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  }
  return mobile;
}
