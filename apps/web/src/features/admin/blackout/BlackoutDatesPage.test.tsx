import { addCalendarDays, todayInIndia, type BlackoutDate } from '@care/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOperatorTokens } from '../../../lib/tokens';
import { fail, fakeApi, ok, type FakeRequest } from '../../../test/fakeApi';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';

const uuid = (n: number) => `7b2e1d3c-0000-4000-8000-${String(n).padStart(12, '0')}`;
const day = (offset: number) => addCalendarDays(todayInIndia(), offset);
const operatorOf = (role: 'admin' | 'support') => ({
  id: uuid(900),
  mobile: role === 'admin' ? '9000000001' : '9000000002',
  role,
  refundLimitPaise: 500_000,
});

function signInOperator() {
  setOperatorTokens({ accessToken: fakeJwt({ sub: uuid(900), ut: 'Admin' }), refreshToken: 'r' });
}

let nextId = 0;
const listed = (date: string, kind: BlackoutDate['kind'], label: string): BlackoutDate => ({
  id: uuid(++nextId),
  date,
  kind,
  label,
  createdAt: '2026-11-24T06:30:00.000Z',
});

/** The blackout list as the API keeps it: adds a row per day, refuses days already listed. */
function blackoutServer() {
  let dates = [
    listed(day(-20), 'BLACKOUT', 'Sold out'),
    listed(day(10), 'LONG_WEEKEND', 'Republic Day'),
    listed(day(11), 'LONG_WEEKEND', 'Republic Day'),
  ];
  const api = fakeApi({
    'GET /admin/auth/getOperator': ok(operatorOf('admin')),
    'GET /admin/blackout/getBlackoutDates': () => ok({ dates }),
    'POST /admin/blackout/addBlackoutDates': ({ body }: FakeRequest) => {
      const { from, to, kind, label } = body as {
        from: string;
        to: string;
        kind: BlackoutDate['kind'];
        label: string;
      };
      const added: BlackoutDate[] = [];
      for (let date = from; date <= to; date = addCalendarDays(date, 1)) {
        if (dates.some((d) => d.date === date)) {
          return fail(409, `These days are already listed: ${date}.`, 'CONFLICT');
        }
        added.push(listed(date, kind, label));
      }
      dates = [...dates, ...added].sort((a, b) => (a.date < b.date ? -1 : 1));
      return ok({ added }, added.length === 1 ? 'Blackout date added' : 'Blackout dates added');
    },
    'DELETE /admin/blackout/deleteBlackoutDate/:id': ({ params }: FakeRequest) => {
      dates = dates.filter((d) => d.id !== params.id);
      return ok({ id: params.id }, 'Blackout date removed');
    },
  });
  return Object.assign(api, { firstComing: dates[1]! });
}

const comingRows = async () =>
  within(await screen.findByRole('table', { name: 'Coming blackout dates' }))
    .getAllByRole('row')
    .slice(1);

describe('the blackout dates page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the coming days with their weekday, kind and label, and the past apart', async () => {
    signInOperator();
    blackoutServer();
    renderApp('/admin/blackout-dates');
    const rows = await comingRows();
    expect(rows).toHaveLength(2);
    const [first] = rows;
    expect(within(first!).getByRole('rowheader').textContent).toMatch(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} \w{3} \d{4}$/,
    );
    expect(within(first!).getByText('Long weekend')).toBeInTheDocument();
    expect(within(first!).getByText('Republic Day')).toBeInTheDocument();
    expect(screen.getByText('Past (1)')).toBeInTheDocument();
    const past = screen.getByRole('table', { name: 'Past blackout dates' });
    expect(within(past).getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blackout dates' })).toHaveAttribute(
      'href',
      '/admin/blackout-dates',
    );
  });

  it('adds a range of days under one label', async () => {
    signInOperator();
    const api = blackoutServer();
    const { user } = renderApp('/admin/blackout-dates');
    await comingRows();

    const form = screen.getByRole('form', { name: 'Add blackout dates' });
    await user.type(within(form).getByLabelText('First day'), day(30));
    await user.type(within(form).getByLabelText('Last day'), day(32));
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Blackout date');
    await user.type(within(form).getByLabelText('Label'), 'Diwali');
    await user.click(within(form).getByRole('button', { name: 'Add days' }));

    expect(await screen.findByText('Blackout dates added')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/admin/blackout/addBlackoutDates')[0]?.body).toEqual({
      from: day(30),
      to: day(32),
      kind: 'BLACKOUT',
      label: 'Diwali',
    });
    await waitFor(async () => expect(await comingRows()).toHaveLength(5));
    expect(within(form).getByLabelText('Label')).toHaveValue('');
  });

  it('refuses a backwards or too long range before sending, and shows the server’s refusal', async () => {
    signInOperator();
    const api = blackoutServer();
    const { user } = renderApp('/admin/blackout-dates');
    await comingRows();
    const form = screen.getByRole('form', { name: 'Add blackout dates' });
    const fill = async (from: string, to: string) => {
      await user.clear(within(form).getByLabelText('First day'));
      await user.type(within(form).getByLabelText('First day'), from);
      await user.clear(within(form).getByLabelText('Last day'));
      await user.type(within(form).getByLabelText('Last day'), to);
      await user.click(within(form).getByRole('button', { name: 'Add days' }));
    };

    await user.type(within(form).getByLabelText('Label'), 'Peak');
    await fill(day(40), day(39));
    expect(
      await within(form).findByText('The last day cannot be before the first'),
    ).toBeInTheDocument();
    await fill(day(40), day(71));
    expect(await within(form).findByText('Add at most 31 days at a time')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/admin/blackout/addBlackoutDates')).toHaveLength(0);

    await fill(day(9), day(10));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /These days are already listed/,
    );
    expect(await comingRows()).toHaveLength(2);
  });

  it('removes one day after asking', async () => {
    signInOperator();
    const api = blackoutServer();
    const { user } = renderApp('/admin/blackout-dates');
    const [first] = await comingRows();
    await user.click(within(first!).getByRole('button', { name: /^Remove / }));
    const dialog = screen.getByRole('dialog', { name: /^Remove .+\?$/ });
    expect(dialog).toHaveTextContent(/refunded by the usual tiers again/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove day' }));
    expect(await screen.findByText('Blackout date removed')).toBeInTheDocument();
    await waitFor(async () => expect(await comingRows()).toHaveLength(1));
    expect(api.requestsTo('DELETE', '/admin/blackout/deleteBlackoutDate/:id')[0]?.path).toBe(
      `/admin/blackout/deleteBlackoutDate/${api.firstComing.id}`,
    );
  });

  it('is for admin operators only', async () => {
    signInOperator();
    const api = fakeApi({
      'GET /admin/auth/getOperator': ok(operatorOf('support')),
      'GET /admin/blackout/getBlackoutDates': fail(403, 'This needs an operator of the admin role'),
    });
    renderApp('/admin/blackout-dates');
    expect(await screen.findByText(/This page is for admin operators/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add blackout dates' })).toBeNull();
    expect(api.requestsTo('GET', '/admin/blackout/getBlackoutDates')).toHaveLength(0);
  });
});
