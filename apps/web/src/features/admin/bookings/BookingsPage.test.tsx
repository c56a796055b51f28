import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeApi, fail, ok, type FakeRequest } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { bookingRow, signInOperator, supportOperator } from './adminFixtures';

const page = (rows: unknown[], pagination = { page: 1, limit: 20, total: 2, totalPages: 1 }) =>
  ok({ bookings: rows, pagination });

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  signInOperator();
  return fakeApi({
    'GET /admin/auth/getOperator': ok(supportOperator),
    'GET /admin/booking/getAllBookings': ({ query }: FakeRequest) =>
      page(
        query.status === 'CANCELLED'
          ? [bookingRow(2, { status: 'CANCELLED', total: 1800 })]
          : [
              bookingRow(1),
              bookingRow(2, {
                status: 'CANCELLED',
                total: 1800,
                caregiver: {
                  kind: 'Company',
                  id: '9b1c2d3e-0000-4000-8000-000000000009',
                  name: 'Sunrise Care',
                  mobile: '7000000001',
                },
              }),
            ],
        { page: Number(query.page ?? 1), limit: 20, total: 45, totalPages: 3 },
      ),
    ...extra,
  });
}

const table = () => screen.findByRole('table', { name: 'Bookings' });
const lastList = (fake: ReturnType<typeof fakeApi>) =>
  fake.requestsTo('GET', '/admin/booking/getAllBookings').at(-1)!.query;

describe('the bookings table', () => {
  it('shows each booking with its family, caregiver, total and a link to its page', async () => {
    api();
    renderApp('/admin/bookings');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rows[1]!;
    expect(within(first).getByRole('link', { name: /Nursing Attendant/ })).toHaveAttribute(
      'href',
      `/admin/bookings/${bookingRow(1).id}`,
    );
    expect(within(first).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/people\/family\//),
    );
    expect(within(first).getByText('₹3,000')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Sunrise Care' })).toHaveAttribute(
      'href',
      '/admin/people/seller/Company/9b1c2d3e-0000-4000-8000-000000000009',
    );
    expect(screen.getByText('45 bookings')).toBeInTheDocument();
  });

  it('filters on the server, and keeps the filters in the address', async () => {
    const fake = api();
    const { user, router } = renderApp('/admin/bookings');
    await table();
    await user.selectOptions(screen.getByLabelText('Status'), 'CANCELLED');
    await user.type(screen.getByLabelText('From'), '2026-12-01');
    await user.type(screen.getByLabelText('To'), '2026-12-31');
    await user.type(screen.getByLabelText('Mobile'), '98765');
    await user.type(screen.getByLabelText('Caregiver'), 'Kavita');
    await user.type(screen.getByLabelText('Family'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(lastList(fake)).toMatchObject({
      status: 'CANCELLED',
      from: '2026-12-01',
      to: '2026-12-31',
      mobile: '98765',
      caregiver: 'Kavita',
      family: 'Asha',
      page: '1',
    });
    expect(router.state.location.search).toContain('status=CANCELLED');
  });

  it('points out dates in the wrong order without asking the server', async () => {
    const fake = api();
    const { user } = renderApp('/admin/bookings');
    await table();
    const before = fake.requestsTo('GET', '/admin/booking/getAllBookings').length;
    await user.type(screen.getByLabelText('From'), '2026-12-31');
    await user.type(screen.getByLabelText('To'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByText('The to date must not be before the from date'),
    ).toBeInTheDocument();
    expect(fake.requestsTo('GET', '/admin/booking/getAllBookings')).toHaveLength(before);
  });

  it('sorts by a column on the server, each way, and pages', async () => {
    const fake = api();
    const { user } = renderApp('/admin/bookings');
    await table();
    const totalHeader = () => screen.getByRole('columnheader', { name: /Total/ });
    expect(totalHeader()).toHaveAttribute('aria-sort', 'none');
    await user.click(within(totalHeader()).getByRole('button'));
    await waitFor(() => expect(lastList(fake)).toMatchObject({ sort: 'total', order: 'desc' }));
    expect(totalHeader()).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(totalHeader()).getByRole('button'));
    await waitFor(() => expect(lastList(fake)).toMatchObject({ sort: 'total', order: 'asc' }));

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(lastList(fake)).toMatchObject({ sort: 'total', order: 'asc', page: '2' }),
    );
  });

  it('downloads the CSV of the same filters, and says why when the server refuses', async () => {
    const names: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:test/1';
    URL.revokeObjectURL = () => undefined;
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    let refuse = false;
    const fake = api({
      'GET /admin/booking/exportBookings': () =>
        refuse
          ? fail(422, '12000 bookings match; an export holds at most 10000.')
          : { body: 'Booking id,Status' },
    });
    const { user } = renderApp('/admin/bookings?status=CANCELLED&sort=total&order=asc');
    await table();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(fake.requestsTo('GET', '/admin/booking/exportBookings')[0]!.query).toEqual({
      status: 'CANCELLED',
      sort: 'total',
      order: 'asc',
    });

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('12000 bookings match; an export holds at most 10000.'),
    ).toBeInTheDocument();
  });
});
