import type { AdminCatalogCategory, AdminCatalogService } from '@care/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOperatorTokens } from '../../../lib/tokens';
import { fail, fakeApi, ok, type FakeRequest } from '../../../test/fakeApi';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';

const uuid = (n: number) => `6a1f0c2d-0000-4000-8000-${String(n).padStart(12, '0')}`;
const operatorOf = (role: 'admin' | 'support') => ({
  id: uuid(900),
  mobile: role === 'admin' ? '9000000001' : '9000000002',
  role,
  refundLimitPaise: 500_000,
});

function signInOperator() {
  setOperatorTokens({ accessToken: fakeJwt({ sub: uuid(900), ut: 'Admin' }), refreshToken: 'r' });
}

const service = (
  n: number,
  categoryId: string,
  name: string,
  use: Partial<AdminCatalogService> = {},
): AdminCatalogService => ({
  id: uuid(n),
  categoryId,
  name,
  description: null,
  sortOrder: n,
  isActive: true,
  offerings: 0,
  activeOfferings: 0,
  bookings: 0,
  ...use,
});

/** A small catalog server: each call changes it and answers it whole, as the API does. */
function catalogServer() {
  const elder = uuid(1);
  const child = uuid(2);
  let categories: AdminCatalogCategory[] = [
    {
      id: elder,
      name: 'Elder Care',
      sortOrder: 1,
      isActive: true,
      services: [
        service(11, elder, 'Nursing Attendant', {
          description: 'Skilled nursing',
          offerings: 3,
          activeOfferings: 2,
          bookings: 7,
        }),
        service(12, elder, 'Elderly Companion'),
      ],
    },
    { id: child, name: 'Child Care', sortOrder: 2, isActive: true, services: [] },
  ];
  const answer = (message: string) => ok({ categories }, message);
  const category = (id: string) => categories.find((c) => c.id === id)!;
  const api = fakeApi({
    'GET /admin/auth/getOperator': ok(operatorOf('admin')),
    'GET /admin/catalog/getCatalog': () => ok({ categories }),
    'POST /admin/catalog/createCategory': ({ body }: FakeRequest) => {
      const { name } = body as { name: string };
      if (categories.some((c) => c.name.toLowerCase() === name.trim().toLowerCase())) {
        return fail(409, 'A category with this name already exists', 'CONFLICT');
      }
      categories = [
        ...categories,
        { id: uuid(3), name: name.trim(), sortOrder: 3, isActive: true, services: [] },
      ];
      return answer('Category added');
    },
    'PATCH /admin/catalog/renameCategory/:id': ({ params, body }: FakeRequest) => {
      category(params.id!).name = (body as { name: string }).name;
      return answer('Category renamed');
    },
    'PATCH /admin/catalog/reorderCategories': ({ body }: FakeRequest) => {
      const { ids } = body as { ids: string[] };
      categories = ids.map((id) => category(id));
      return answer('Categories reordered');
    },
    'PATCH /admin/catalog/retireCategory/:id': ({ params }: FakeRequest) => {
      category(params.id!).isActive = false;
      return answer('Category retired');
    },
    'PATCH /admin/catalog/reorderServices': ({ body }: FakeRequest) => {
      const { categoryId, ids } = body as { categoryId: string; ids: string[] };
      const owner = category(categoryId);
      owner.services = ids.map((id) => owner.services.find((s) => s.id === id)!);
      return answer('Services reordered');
    },
    'POST /admin/catalog/createService': ({ body }: FakeRequest) => {
      const { categoryId, name, description } = body as {
        categoryId: string;
        name: string;
        description: string | null;
      };
      category(categoryId).services.push({
        ...service(20, categoryId, name),
        description,
      });
      return answer('Service added');
    },
    'PATCH /admin/catalog/updateService/:id': ({ params, body }: FakeRequest) => {
      const found = categories.flatMap((c) => c.services).find((s) => s.id === params.id)!;
      Object.assign(found, body);
      return answer('Service updated');
    },
    'PATCH /admin/catalog/retireService/:id': ({ params }: FakeRequest) => {
      categories.flatMap((c) => c.services).find((s) => s.id === params.id)!.isActive = false;
      return answer('Service retired');
    },
    'DELETE /admin/catalog/deleteService/:id': ({ params }: FakeRequest) => {
      for (const c of categories) c.services = c.services.filter((s) => s.id !== params.id);
      return answer('Service deleted');
    },
  });
  return { api, elder, child };
}

const categoryCards = async () =>
  within(await screen.findByRole('list', { name: 'Categories' })).getAllByRole('listitem');
const card = (name: string) => screen.getByRole('listitem', { name });

describe('the catalog page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every category with its services and how much uses each', async () => {
    signInOperator();
    catalogServer();
    renderApp('/admin/catalog');

    const cards = await categoryCards();
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Elder Care',
      'Child Care',
    ]);
    const table = within(card('Elder Care')).getByRole('table', {
      name: 'Services of Elder Care',
    });
    const nursing = within(table).getByRole('row', { name: /Nursing Attendant/ });
    expect(
      within(nursing)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Skilled nursing',
      '2 (+1 withdrawn)',
      '7',
      'Active',
      expect.stringContaining('Retire'),
    ]);
    // A service sellers offer can only be retired; one nobody offers can be deleted too.
    expect(within(nursing).queryByRole('button', { name: 'Delete Nursing Attendant' })).toBeNull();
    expect(
      within(table).getByRole('button', { name: 'Delete Elderly Companion' }),
    ).toBeInTheDocument();
    expect(within(card('Child Care')).getByText('No services yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/admin/catalog');
  });

  it('adds, renames and reorders categories, sending exactly what the operator chose', async () => {
    signInOperator();
    const { api, elder, child } = catalogServer();
    const { user } = renderApp('/admin/catalog');
    await categoryCards();

    // A duplicate is refused by the server; its words stay beside the form.
    await user.type(screen.getByLabelText('New category'), 'child care');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A category with this name already exists',
    );
    await user.clear(screen.getByLabelText('New category'));
    await user.type(screen.getByLabelText('New category'), 'Special Needs Care');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Category added')).toBeInTheDocument();
    expect(await categoryCards()).toHaveLength(3);
    expect(screen.getByLabelText('New category')).toHaveValue('');
    expect(api.requestsTo('POST', '/admin/catalog/createCategory').at(-1)?.body).toEqual({
      name: 'Special Needs Care',
    });

    // An empty name never leaves the page.
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/admin/catalog/createCategory')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Rename Child Care' }));
    const rename = screen.getByLabelText('New name for Child Care');
    await user.clear(rename);
    await user.type(rename, 'Childcare');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { name: 'Childcare' })).toBeInTheDocument();
    expect(api.requestsTo('PATCH', '/admin/catalog/renameCategory/:id')[0]).toMatchObject({
      path: `/admin/catalog/renameCategory/${child}`,
      body: { name: 'Childcare' },
    });

    expect(screen.getByRole('button', { name: 'Move Elder Care up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Elder Care down' }));
    await waitFor(async () =>
      expect(
        (await categoryCards()).map((c) => within(c).getByRole('heading').textContent),
      ).toEqual(['Childcare', 'Elder Care', 'Special Needs Care']),
    );
    expect(api.requestsTo('PATCH', '/admin/catalog/reorderCategories')[0]?.body).toEqual({
      ids: [child, elder, expect.any(String)],
    });
  });

  it('adds, edits, moves, retires and deletes services', async () => {
    signInOperator();
    const { api, elder } = catalogServer();
    const { user } = renderApp('/admin/catalog');
    await categoryCards();
    const elderCard = card('Elder Care');

    const addForm = within(elderCard).getByRole('form', { name: 'Add a service to Elder Care' });
    await user.type(within(addForm).getByLabelText('Service name'), 'Physiotherapy');
    await user.type(within(addForm).getByLabelText(/Description/), 'Home visits');
    await user.click(within(addForm).getByRole('button', { name: 'Add service' }));
    expect(
      await within(elderCard).findByRole('row', { name: /Physiotherapy/ }),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST', '/admin/catalog/createService')[0]?.body).toEqual({
      categoryId: elder,
      name: 'Physiotherapy',
      description: 'Home visits',
    });

    await user.click(within(elderCard).getByRole('button', { name: 'Edit Elderly Companion' }));
    const edit = within(elderCard).getByRole('form', { name: 'Edit Elderly Companion' });
    await user.clear(within(edit).getByLabelText('Service name'));
    await user.type(within(edit).getByLabelText('Service name'), 'Companion');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(elderCard).findByRole('row', { name: /^Companion/ })).toBeInTheDocument();
    expect(api.requestsTo('PATCH', '/admin/catalog/updateService/:id')[0]?.body).toEqual({
      name: 'Companion',
      description: null,
    });

    await user.click(within(elderCard).getByRole('button', { name: 'Move Companion up' }));
    await waitFor(() =>
      expect(
        within(elderCard)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Companion', 'Nursing Attendant', 'Physiotherapy']),
    );
    expect(api.requestsTo('PATCH', '/admin/catalog/reorderServices')[0]?.body).toEqual({
      categoryId: elder,
      ids: [uuid(12), uuid(11), uuid(20)],
    });

    await user.click(within(elderCard).getByRole('button', { name: 'Retire Nursing Attendant' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Nursing Attendant?' });
    expect(dialog).toHaveTextContent(/The 2 offerings of it and its 7 bookings go on/);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Needs a licence now');
    await user.click(within(dialog).getByRole('button', { name: 'Retire service' }));
    expect(await screen.findByText('Service retired')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const nursing = within(elderCard).getByRole('row', { name: /Nursing Attendant/ });
    expect(within(nursing).getByText('Retired')).toBeInTheDocument();
    expect(api.requestsTo('PATCH', '/admin/catalog/retireService/:id')[0]?.body).toEqual({
      reason: 'Needs a licence now',
    });

    await user.click(within(elderCard).getByRole('button', { name: 'Delete Physiotherapy' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Physiotherapy?' })).getByRole('button', {
        name: 'Delete service',
      }),
    );
    await waitFor(() =>
      expect(within(elderCard).queryByRole('row', { name: /Physiotherapy/ })).toBeNull(),
    );
  });

  it('retires a category, marking it as families no longer see it', async () => {
    signInOperator();
    catalogServer();
    const { user } = renderApp('/admin/catalog');
    await categoryCards();
    await user.click(screen.getByRole('button', { name: 'Retire Child Care' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Child Care?' });
    expect(dialog).toHaveTextContent(/leaves the public catalog and the listing filters/);
    await user.click(within(dialog).getByRole('button', { name: 'Retire category' }));
    const child = card('Child Care');
    expect(await within(child).findByText('Retired')).toBeInTheDocument();
    expect(within(child).getByText(/Families do not see this category/)).toBeInTheDocument();
    expect(within(child).getByRole('button', { name: 'Restore Child Care' })).toBeInTheDocument();
  });

  it('is hidden from support operators, and refuses them if they type its address', async () => {
    signInOperator();
    const api = fakeApi({
      'GET /admin/auth/getOperator': ok(operatorOf('support')),
      'GET /admin/catalog/getCatalog': fail(403, 'This needs an operator of the admin role'),
    });
    renderApp('/admin/catalog');
    expect(await screen.findByText(/This page is for admin operators/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Catalog' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Blackout dates' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toBeInTheDocument();
    expect(api.requestsTo('GET', '/admin/catalog/getCatalog')).toHaveLength(0);
  });
});
