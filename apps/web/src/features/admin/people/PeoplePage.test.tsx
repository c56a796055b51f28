import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeRequest } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { ids, signInOperator, supportOperator } from '../bookings/adminFixtures';

const people = [
  {
    kind: 'Provider',
    id: ids.caregiver,
    name: 'Kavita Sharma',
    mobile: '8000000001',
    pincode: '682001',
    createdAt: '2026-11-02T06:30:00.000Z',
    suspendedAt: '2026-11-20T06:30:00.000Z',
    verificationStatus: 'VERIFIED',
  },
  {
    kind: 'Customer',
    id: ids.family,
    name: 'Asha Rao',
    mobile: '9876543210',
    pincode: '560001',
    createdAt: '2026-11-01T06:30:00.000Z',
    suspendedAt: null,
    verificationStatus: null,
  },
];

function api() {
  signInOperator();
  return fakeApi({
    'GET /admin/auth/getOperator': ok(supportOperator),
    'GET /admin/people/searchPeople': ({ query }: FakeRequest) =>
      ok({
        people: query.kind === 'Customer' ? people.slice(1) : people,
        pagination: { page: Number(query.page ?? 1), limit: 20, total: 2, totalPages: 1 },
      }),
  });
}

describe('the people search', () => {
  it('lists people with their kind and state, each linked to their record', async () => {
    api();
    renderApp('/admin/people');
    const table = within(await screen.findByRole('table', { name: 'People found' }));
    const rows = table.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Kavita Sharma' })).toHaveAttribute(
      'href',
      `/admin/people/seller/Provider/${ids.caregiver}`,
    );
    expect(within(rows[1]!).getByText('Suspended')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Caregiver')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute(
      'href',
      `/admin/people/family/${ids.family}`,
    );
    expect(within(rows[2]!).getByText('Active')).toBeInTheDocument();
  });

  it('searches by name or mobile and kind on the server', async () => {
    const fake = api();
    const { user, router } = renderApp('/admin/people');
    await screen.findByRole('table', { name: 'People found' });
    await user.type(screen.getByLabelText('Name or mobile'), '98765');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Customer');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(fake.requestsTo('GET', '/admin/people/searchPeople').at(-1)!.query).toMatchObject({
      q: '98765',
      kind: 'Customer',
    });
    expect(router.state.location.search).toBe('?q=98765&kind=Customer');
  });

  it('asks for two characters before searching', async () => {
    const fake = api();
    const { user } = renderApp('/admin/people');
    await screen.findByRole('table', { name: 'People found' });
    const before = fake.requestsTo('GET', '/admin/people/searchPeople').length;
    await user.type(screen.getByLabelText('Name or mobile'), 'a');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type at least 2 characters')).toBeInTheDocument();
    expect(fake.requestsTo('GET', '/admin/people/searchPeople')).toHaveLength(before);
  });
});
