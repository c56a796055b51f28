import type { AdminBanner } from '@care/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setOperatorTokens } from '../../../lib/tokens';
import { fakeApi, ok, type FakeRequest } from '../../../test/fakeApi';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';

const admin = {
  id: 'a7c1f6a2-2c43-4d0e-9a55-3b1f0c2d9e01',
  mobile: '9000000001',
  role: 'admin',
  refundLimitPaise: null,
};

let nextId = 0;
function banner(title: string, extra: Partial<AdminBanner> = {}): AdminBanner {
  nextId += 1;
  return {
    id: `6c2d3e4f-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    title,
    subtitle: null,
    link: '/service',
    image: null,
    isActive: true,
    sortOrder: nextId,
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
    ...extra,
  };
}

/** A small in-memory banner store behind the fake API, so each change shows in the list. */
function bannerApi(start: AdminBanner[]) {
  let list = [...start];
  const find = (id: string) => list.find((b) => b.id === id)!;
  const api = fakeApi({
    'GET /admin/auth/getOperator': () => ok(admin),
    'GET /admin/content/getBanners': () => ok(list),
    'PUT /admin/content/reorderBanners': ({ body }: FakeRequest) => {
      const ids = (body as { ids: string[] }).ids;
      list = ids.map(find);
      return ok(list, 'Banner order saved');
    },
    'PATCH /admin/content/deactivateBanner/:id': ({ params }: FakeRequest) => {
      list = list.map((b) => (b.id === params.id ? { ...b, isActive: false } : b));
      return ok(find(params.id!), 'Banner hidden from the home page');
    },
    'POST /admin/content/createBanner': ({ body }: FakeRequest) => {
      const sent = body as { title: string; subtitle: string; link: string; isActive: boolean };
      const made = banner(sent.title, {
        subtitle: sent.subtitle || null,
        link: sent.link || null,
        isActive: sent.isActive,
      });
      list = [...list, made];
      return ok(made, 'Banner added');
    },
    'PUT /admin/content/uploadBannerImage/:id': ({ params }: FakeRequest) => {
      list = list.map((b) =>
        b.id === params.id ? { ...b, image: { card: '/img-640.webp', hero: '/img-1280.webp' } } : b,
      );
      return ok(find(params.id!), 'Banner image saved');
    },
    'DELETE /admin/content/deleteBanner/:id': ({ params }: FakeRequest) => {
      list = list.filter((b) => b.id !== params.id);
      return ok({ id: params.id }, 'Banner deleted');
    },
  });
  return api;
}

const titles = () =>
  within(screen.getByRole('table', { name: 'Banners, in home page order' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]!.querySelector('p')!.textContent);

describe('the console: banners', () => {
  it('moves banners up and down, switches them off, and deletes one after asking', async () => {
    setOperatorTokens({ accessToken: fakeJwt({ sub: admin.id, ut: 'Admin' }), refreshToken: 'r' });
    const [first, second, third] = [banner('First'), banner('Second'), banner('Third')];
    const api = bannerApi([first!, second!, third!]);
    const { user } = renderApp('/admin/banners');

    await screen.findByRole('table', { name: 'Banners, in home page order' });
    expect(titles()).toEqual(['First', 'Second', 'Third']);
    expect(await screen.findByRole('button', { name: 'Move First up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Third up' }));
    expect(await screen.findByText('Banner order saved')).toBeInTheDocument();
    expect(api.requestsTo('PUT', '/admin/content/reorderBanners')[0]?.body).toEqual({
      ids: [first!.id, third!.id, second!.id],
    });
    await waitFor(() => expect(titles()).toEqual(['First', 'Third', 'Second']));

    const toggle = screen.getByRole('switch', { name: 'Show Second on the home page' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: 'Show Second on the home page' }),
      ).not.toBeChecked(),
    );
    expect(api.requestsTo('PATCH', '/admin/content/deactivateBanner/:id')[0]?.params.id).toBe(
      second!.id,
    );

    await user.click(screen.getByRole('button', { name: 'Delete First' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the banner "First"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(titles()).toEqual(['Third', 'Second']));
  });

  it('adds a banner with a picture, and refuses a link that leads nowhere safe', async () => {
    setOperatorTokens({ accessToken: fakeJwt({ sub: admin.id, ut: 'Admin' }), refreshToken: 'r' });
    const api = bannerApi([banner('First')]);
    const { user } = renderApp('/admin/banners');

    await user.click(await screen.findByRole('button', { name: 'Add banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add banner' });
    await user.type(within(dialog).getByLabelText('Title'), 'Diwali offer');
    await user.type(within(dialog).getByLabelText(/Link/), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    expect(
      await within(dialog).findByText(
        'Use a page of this site (starting with /) or a web address (https://...)',
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST', '/admin/content/createBanner')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Link/));
    await user.type(within(dialog).getByLabelText(/Link/), '/service');
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'b.png', {
      type: 'image/png',
    });
    await user.upload(within(dialog).getByLabelText('Choose banner image'), picture);
    await user.click(within(dialog).getByRole('button', { name: 'Add banner' }));

    expect(await screen.findByText('Banner added')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/admin/content/createBanner')[0]?.body).toEqual({
      title: 'Diwali offer',
      subtitle: '',
      link: '/service',
      isActive: true,
    });
    expect(
      api.requestsTo('PUT', '/admin/content/uploadBannerImage/:id')[0]?.form?.get('image'),
    ).toBeInstanceOf(File);
    await waitFor(() => expect(titles()).toEqual(['First', 'Diwali offer']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = screen.getAllByRole('row').at(-1)!;
    // Decorative in the table (alt=""), so found by its element, not a role.
    expect(row.querySelector('img')).toHaveAttribute('src', '/img-640.webp');
  });
});
