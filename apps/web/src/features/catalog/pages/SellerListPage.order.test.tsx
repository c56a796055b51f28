import { addCalendarDays, todayInIndia } from '@care/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { CATEGORIES, pageInfo, provider } from '../../../test/catalogFixtures';
import { mockApi, ok, type Reply } from '../../../test/catalogMockApi';

configure({ asyncUtilTimeout: 5000 });

const LIST = '/provider/auth/getOnlineProvidersForWeb';
const NEAREST = '/places/nearestPincode';
const ALL = [provider(1, { name: 'Asha Verma' }), provider(2, { name: 'Bina Joshi' })];

function setup(path = '/service', extra: Record<string, Reply | ((url: URL) => Reply)> = {}) {
  const api = mockApi({
    '/admin/service/getAllServiceCategories': ok(CATEGORIES),
    [LIST]: ok({ providers: ALL, pagination: pageInfo(1, 100, ALL.length) }),
    ...extra,
  });
  const view = renderApp(path);
  const lastListCall = () => {
    const calls = api.callsTo(LIST);
    return Object.fromEntries(calls[calls.length - 1]?.searchParams ?? []);
  };
  const address = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, api, lastListCall, address };
}

/** Geolocation is the browser's; the test plays the phone answering (or refusing) it. */
function phoneLocation(answer: { lat: number; lon: number } | { deniedCode: 1 | 2 }) {
  const getCurrentPosition = vi.fn((resolve: PositionCallback, reject?: PositionErrorCallback) => {
    if ('lat' in answer) {
      resolve({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
    } else {
      reject?.({ code: answer.deniedCode } as GeolocationPositionError);
    }
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ordering and narrowing the caregiver list', { timeout: 15_000 }, () => {
  it('sorts by price or rating, and offers distance only with a PIN code', async () => {
    const { user, lastListCall, address } = setup();
    await screen.findByText('Result (2)');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('relevance');
    expect(within(sort).queryByRole('option', { name: /Distance/ })).not.toBeInTheDocument();
    expect(screen.getByText('Add your PIN code to sort by distance.')).toBeInTheDocument();

    await user.selectOptions(sort, 'Price: low to high');
    await waitFor(() => expect(lastListCall()).toMatchObject({ sort: 'price' }));
    expect(address().get('sort')).toBe('price');

    // Back to the default: the first page, from the cache, without `sort` in the address.
    await user.selectOptions(sort, 'Best match');
    await waitFor(() => expect(address().has('sort')).toBe(false));
  });

  it('is nearest first with a PIN code, and drops the distance order with the PIN', async () => {
    const { user, lastListCall, address } = setup('/service?pincode=560038&sort=rating');
    await screen.findByText('Result (2)');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('rating');
    await user.selectOptions(sort, 'Distance: nearest first');
    await waitFor(() => expect(lastListCall()).not.toHaveProperty('sort'));
    expect(lastListCall()).toMatchObject({ pincode: '560038' });

    await user.selectOptions(sort, 'Rating: high to low');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(address().has('pincode')).toBe(false));
    expect(address().get('sort')).toBe('rating');
  });

  it('keeps a PIN code given while the search box is still waiting for typing to pause', async () => {
    const { address, lastListCall } = setup();
    await screen.findByText('Result (2)');
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'nurse' },
    });
    // Before the search's pause ends.
    fireEvent.input(screen.getByLabelText('Near PIN code'), { target: { value: '411001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show nearest' }));
    await waitFor(() =>
      expect(lastListCall()).toMatchObject({ search: 'nurse', pincode: '411001' }),
    );
    expect(address().get('pincode')).toBe('411001');
    expect(address().get('search')).toBe('nurse');
  });

  it('lists only who is free on the chosen dates, and books on those dates', async () => {
    const { user, lastListCall, address } = setup();
    await screen.findByText('Result (2)');
    const from = addCalendarDays(todayInIndia(), 5);
    const to = addCalendarDays(todayInIndia(), 8);
    const filter = screen.getByRole('form', { name: 'Free on these dates' });

    fireEvent.input(within(filter).getByLabelText('Free from'), { target: { value: from } });
    await user.click(within(filter).getByRole('button', { name: 'Show who is free' }));
    expect(await within(filter).findByRole('alert')).toHaveTextContent(
      'Choose both dates to see who is free',
    );

    fireEvent.input(within(filter).getByLabelText('to'), { target: { value: to } });
    await user.click(within(filter).getByRole('button', { name: 'Show who is free' }));
    await waitFor(() => expect(lastListCall()).toMatchObject({ freeFrom: from, freeTo: to }));
    expect(address().get('freeFrom')).toBe(from);

    const card = (await screen.findByRole('link', { name: 'Asha Verma' })).closest('article')!;
    expect(within(card as HTMLElement).getByRole('link', { name: /^Book Now/ })).toHaveAttribute(
      'href',
      `/booking/${ALL[0]!.id}?from=${from}&to=${to}`,
    );

    await user.click(screen.getByRole('button', { name: 'Any dates' }));
    await waitFor(() => expect(address().has('freeFrom')).toBe(false));
    expect(address().has('freeTo')).toBe(false);
    expect(screen.getByRole('form', { name: 'Free on these dates' })).toBeInTheDocument();
  });

  it('finds the PIN code from the phone’s location when the family taps for it', async () => {
    const asked = phoneLocation({ lat: 18.5093, lon: 73.8146 });
    const { user, api, lastListCall } = setup('/service', {
      [NEAREST]: ok({ pincode: '411038', place: 'Kothrud', km: 0.1 }),
    });
    await screen.findByText('Result (2)');
    expect(asked).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(lastListCall()).toMatchObject({ pincode: '411038' }));
    expect(Object.fromEntries(api.callsTo(NEAREST)[0]!.searchParams)).toEqual({
      lat: '18.5093',
      lon: '73.8146',
    });
    expect(await screen.findByText(/Nearest to PIN code/)).toBeInTheDocument();
  });

  it('says what to do when location is turned off', async () => {
    phoneLocation({ deniedCode: 1 });
    const { user, api } = setup();
    await screen.findByText('Result (2)');
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Location is turned off for this site. Enter your PIN code instead.',
    );
    expect(api.callsTo(NEAREST)).toHaveLength(0);
  });
});
