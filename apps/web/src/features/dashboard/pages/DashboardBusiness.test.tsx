import { addCalendarDays, todayInIndia } from '@care/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSellerTokens } from '../../../lib/tokens';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';
import { fail, fakeServer, ok } from '../testing/fakeServer';

import './ProviderDashboardPage';

configure({ asyncUtilTimeout: 3000 });

const ELDER = '11111111-0000-4000-8000-000000000001';
const NURSING = '22222222-0000-4000-8000-000000000001';
const day = (offset: number) => addCalendarDays(todayInIndia(), offset);

/**
 * The caregiver's business on /ProviderDashboard against the contract's answers as they travel
 * (rupees): services and prices, the online switch, and days off.
 */
function businessApi(base: 'provider' | 'company' = 'provider') {
  const offerings: object[] = [];
  let online = {
    isOnline: false,
    listed: false,
    reason: 'Add a service with your price so families can book you.',
  };
  const daysOff: object[] = [];
  const service = base === 'company' ? 'companyService' : 'providerService';
  const noun = base === 'company' ? 'CompanyService' : 'ProviderService';
  return fakeServer({
    [`GET /${base}/booking/getProviderBookings`]: ok({
      bookings: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 1 },
    }),
    'GET /admin/service/getAllServiceCategories': ok([
      { id: ELDER, name: 'Elder Care', description: null },
    ]),
    [`GET /admin/service/getAllServicesByCategory/${ELDER}`]: ok([
      { id: NURSING, name: 'Nursing Attendant', description: null, categoryId: ELDER },
    ]),
    [`GET /${base}/${service}/getMy${noun}s`]: () => ok(offerings),
    [`POST /${base}/${service}/create${noun}`]: ({ body }) => {
      const sent = body as { serviceId: string; pricePerDay: number; description?: string };
      const offering = {
        id: '33333333-0000-4000-8000-000000000001',
        serviceId: sent.serviceId,
        pricePerDay: sent.pricePerDay,
        description: sent.description || null,
        status: 'ACTIVE',
        service: {
          id: NURSING,
          name: 'Nursing Attendant',
          categoryId: ELDER,
          categoryName: 'Elder Care',
        },
      };
      offerings.push(offering);
      online = {
        isOnline: false,
        listed: false,
        reason: 'You are offline. Go online to be listed.',
      };
      return ok(offering, 'Service added');
    },
    [`GET /${base}/auth/getOnline`]: () => ok(online),
    [`PATCH /${base}/auth/setOnline`]: ({ body }) => {
      const { isOnline } = body as { isOnline: boolean };
      online = {
        isOnline,
        listed: isOnline,
        reason: isOnline ? null : 'You are offline. Go online to be listed.',
      } as typeof online;
      return ok(online, isOnline ? 'You are online' : 'You are offline');
    },
    [`GET /${base}/availability/getDaysOff`]: () => ok(daysOff),
    [`POST /${base}/availability/addDaysOff`]: ({ body }) => {
      const sent = body as { startDate: string; endDate: string; note?: string };
      if (sent.startDate === day(30))
        return fail(409, `You are already off on that day. Remove that first to change it.`);
      const dayOff = {
        id: '44444444-0000-4000-8000-000000000001',
        startDate: sent.startDate,
        endDate: sent.endDate,
        days: 2,
        note: sent.note ?? null,
        clashes: [
          {
            bookingId: '55555555-0000-4000-8000-000000000001',
            serviceName: 'Nursing Attendant',
            startDate: sent.startDate,
            endDate: sent.startDate,
            status: 'ACCEPTED',
            patientName: 'Kamala Devi',
          },
        ],
      };
      daysOff.push(dayOff);
      return ok(
        dayOff,
        'Days off saved. Some bookings fall on these days: decline or cancel them.',
      );
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the caregiver business on the dashboard', () => {
  it('adds a service at a price in rupees, then goes online', async () => {
    setSellerTokens({
      accessToken: fakeJwt({ sub: 'provider-1', ut: 'Provider' }),
      refreshToken: 'r',
    });
    const api = businessApi();
    const { user } = renderApp('/ProviderDashboard?section=services');
    expect(
      await screen.findByText('Add a service with your price so families can book you.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('You do not offer any service yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a service' });
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await within(dialog).findByText('Choose a care type')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Care type' }), ELDER);
    const serviceSelect = within(dialog).getByRole('combobox', { name: 'Service' });
    await waitFor(() => expect(serviceSelect).toBeEnabled());
    await within(dialog).findByRole('option', { name: 'Nursing Attendant' });
    await user.selectOptions(serviceSelect, NURSING);
    const price = within(dialog).getByRole('spinbutton', { name: /Price per day/ });
    await user.type(price, '99');
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(
      await within(dialog).findByText('The price per day must be at least ₹100'),
    ).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));

    expect(await screen.findByText('Service added')).toBeInTheDocument();
    const [created] = api.requestsTo('POST', '/provider/providerService/createProviderService');
    expect(created?.body).toEqual({ serviceId: NURSING, pricePerDay: 1200, description: '' });
    const card = await screen.findByRole('article', { name: 'Nursing Attendant' });
    expect(card).toHaveTextContent('₹1,200 per day');

    const toggle = screen.getByRole('switch', { name: 'Available for bookings' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(await screen.findByText('Families can find and book you now.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(api.requestsTo('PATCH', '/provider/auth/setOnline')[0]?.body).toEqual({
      isOnline: true,
    });
  });

  it('marks days off and lists the bookings already on them', async () => {
    setSellerTokens({
      accessToken: fakeJwt({ sub: 'company-1', ut: 'Company' }),
      refreshToken: 'r',
    });
    const api = businessApi('company');
    const { user } = renderApp('/ProviderDashboard?section=days-off');
    expect(await screen.findByText('No days off marked.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('First day off'), day(-1));
    await user.type(screen.getByLabelText('Last day off'), day(2));
    await user.click(screen.getByRole('button', { name: 'Mark days off' }));
    expect(await screen.findByText('Days off cannot start before today')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/company/availability/addDaysOff')).toHaveLength(0);

    await user.clear(screen.getByLabelText('First day off'));
    await user.type(screen.getByLabelText('First day off'), day(1));
    await user.type(screen.getByLabelText(/Note/), 'Diwali');
    await user.click(screen.getByRole('button', { name: 'Mark days off' }));
    expect(
      await screen.findByText(
        'Days off saved. Some bookings fall on these days: decline or cancel them.',
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST', '/company/availability/addDaysOff')[0]?.body).toEqual({
      startDate: day(1),
      endDate: day(2),
      note: 'Diwali',
    });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Nursing Attendant for Kamala Devi');
    expect(note).toHaveTextContent('(accepted)');
  });
});
