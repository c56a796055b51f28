import type { registrationContracts } from '@care/shared';
import { messages, type ContractWireData, type SellerKind } from '@care/shared';
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
      user: { id: SELLER_ID, userType, mobile, isRegistered },
      tokens: sellerTokens,
    },
    messages.otpVerified,
  );
}

const SELLER_ID = '3f2b8c1a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** completeProviderProfile's answer: the stored profile, waiting for the operator's check. */
export const registeredProvider: ContractWireData<
  typeof registrationContracts.completeProviderProfile
> = {
  id: SELLER_ID,
  mobile: '8512345678',
  name: 'Lakshmi Pillai',
  email: 'lakshmi@example.in',
  gender: 'Female',
  dob: '1988-06-14',
  address: '14 Residency Road, Bengaluru',
  pincode: '560025',
  verificationStatus: 'PENDING',
  govtID: { id: '0b7e4c2a-1f3d-4a5b-9c6d-7e8f9a0b1c2d', mimeType: 'image/jpeg', sizeBytes: 2048 },
  certification: null,
};

/** completeCompanyProfile's answer. */
export const registeredCompany: ContractWireData<
  typeof registrationContracts.completeCompanyProfile
> = {
  id: SELLER_ID,
  mobile: '8512345678',
  companyName: 'Little Steps Creche',
  email: 'hello@littlesteps.in',
  address: '2 Park Street, Kolkata',
  pincode: '700016',
  gst: null,
  verificationStatus: 'PENDING',
};

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
