import { screen, fireEvent } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { setCustomerTokens } from '../../../lib/tokens';
import { renderApp } from '../../../test/renderApp';
import { COMPANY_ID, endDate, members, offerings, ok, startDate } from './fixtures';
import { mockApi, type MockResponse } from './mockApi';

type Routes = Parameters<typeof mockApi>[0];

/** The API a signed-in customer sees on the company booking page, with `overrides` on top. */
export function baseRoutes(overrides: Routes = {}): Routes {
  return {
    [`GET /company/companyService/getAllCompanyServicesForCustomer/${COMPANY_ID}`]: ok(offerings),
    [`GET /company/auth/getCompanyProfileByID/${COMPANY_ID}`]: ok({
      id: COMPANY_ID,
      companyName: 'Anbu Home Health Care',
      companyLogo: null,
      about: null,
      email: null,
      address: null,
      pincode: null,
      avgRating: 5,
      reviewCount: 3,
      serviceCategories: [],
      verified: true,
    }),
    'GET /customer/familyMember/getFamilyMembers': ok(members),
    'GET /customer/wallet/getWallet': ok({ balance: 0, entries: [], withdrawals: [] }),
    // Every day free unless a test says otherwise.
    'GET /customer/booking/getUnavailableDates': ok([]),
    'GET /customer/auth/getCustomerProfile': ok({
      id: 'c1a2b3c4-0000-4000-8000-000000000001',
      name: 'Meena Iyer',
      email: 'meena@example.in',
      gender: 'Female',
      dob: '1980-01-01',
      address: 'Chennai',
      pincode: '600040',
      phone: '9123456780',
    }),
    ...overrides,
  };
}

/** Renders the booking page signed in, and waits for the lazily loaded page to appear. */
export async function renderWizard(
  overrides: Routes = {},
  path = `/company-service-booking/${COMPANY_ID}`,
) {
  setCustomerTokens({ accessToken: 'access', refreshToken: 'refresh' });
  const api = mockApi(baseRoutes(overrides));
  const view = renderApp(path);
  // The first import of the page's code can be slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: /^Book a/ }, { timeout: 10_000 });
  return { ...view, api };
}

export const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** Service, dates (3 days), the first family member: arrives at 'Review & Confirm'. */
export async function walkToReview(user: UserEvent, serviceName = /Nursing Attendant/) {
  await user.click(await screen.findByRole('radio', { name: serviceName }));
  await user.click(continueButton());
  await screen.findByRole('heading', { name: 'Select Dates' });
  fireEvent.input(screen.getByLabelText('Start date'), { target: { value: startDate } });
  fireEvent.input(screen.getByLabelText('End date'), { target: { value: endDate } });
  await user.click(continueButton());
  await user.click(await screen.findByRole('radio', { name: /Asha Devi/ }));
  await user.click(continueButton());
  await screen.findByRole('heading', { name: 'Review & Confirm' });
  expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
}

export const apiError = (status: number, message: string): MockResponse => ({
  status,
  body: { success: false, message, code: `HTTP_${status}` },
});
