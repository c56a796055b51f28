import { messages, type SellerKind } from '@care/shared';
import { screen } from '@testing-library/react';
import type { renderApp } from '../../../test/renderApp';
import { ok, type FakeReply } from '../../../test/fakeApi';

export type User = ReturnType<typeof renderApp>['user'];

export const sellerTokens = { accessToken: 'seller-access-1', refreshToken: 'seller-refresh-1' };

/** verifyOTP's answer for a provider or company, new or already registered. */
export function sellerSession(
  userType: SellerKind,
  isRegistered: boolean,
  mobile = '8512345678',
): FakeReply {
  return ok(
    {
      user: { id: '3f2b8c1a-4d5e-4f60-8a7b-9c0d1e2f3a4b', userType, mobile, isRegistered },
      tokens: sellerTokens,
    },
    messages.otpVerified,
  );
}

/** Phone, Get OTP, the six digits and Verify, as a person does it. */
export async function verifyMobile(user: User, mobile = '8512345678') {
  await user.type(await screen.findByLabelText('Mobile number'), mobile);
  await user.click(screen.getByRole('button', { name: 'Get OTP' }));
  await user.click(await screen.findByLabelText('Digit 1 of 6'));
  await user.keyboard('482915');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

/** A File with a given size, without allocating it (jsdom reads `size` as given). */
export function fileOf(name: string, type: string, size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The FormData the page sent to `path`, straight from the fetch mock. */
export function sentFormData(fetchMock: { mock: { calls: unknown[][] } }, path: string): FormData {
  const call = fetchMock.mock.calls.find(([input]) => String(input).includes(path));
  const body = (call?.[1] as RequestInit | undefined)?.body;
  if (!(body instanceof FormData)) throw new Error(`no multipart request to ${path}`);
  return body;
}
