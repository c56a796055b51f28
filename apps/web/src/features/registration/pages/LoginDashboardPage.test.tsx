import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSellerTokens } from '../../../lib/tokens';
import { fakeApi, ok } from '../../../test/fakeApi';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';

describe('LoginDashboardPage', () => {
  it('takes a caregiver who is already signed in straight to the dashboard', async () => {
    setSellerTokens({
      accessToken: fakeJwt({ sub: 'provider-1', ut: 'Provider' }),
      refreshToken: 'r',
    });
    fakeApi({
      'GET /provider/booking/getProviderBookings': ok({
        bookings: [],
        pagination: { page: 1, limit: 10, total: 0, totalPages: 1 },
      }),
    });
    const { router } = renderApp('/login-dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Provider Dashboard' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ProviderDashboard');
  });

  it('keeps Continue disabled until a provider type is chosen', async () => {
    renderApp('/login-dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('radio', { name: /Individual Provider/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Company Provider/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('continues to provider registration for an individual', async () => {
    const { user, router } = renderApp('/login-dashboard');
    await user.click(await screen.findByRole('radio', { name: /Individual Provider/ }));
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Provider Registration' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provider-registration');
  });

  it('continues to company registration for a company, after changing its mind', async () => {
    const { user, router } = renderApp('/login-dashboard');
    await user.click(await screen.findByRole('radio', { name: /Individual Provider/ }));
    await user.click(screen.getByRole('radio', { name: /Company Provider/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company Registration' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company-registration');
  });
});
