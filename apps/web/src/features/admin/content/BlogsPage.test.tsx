import type { AdminBlog } from '@care/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setOperatorTokens } from '../../../lib/tokens';
import { fakeApi, ok, type FakeRequest } from '../../../test/fakeApi';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';

/*
 * jsdom has no layout: ProseMirror (the editor) measures the selection to keep it in view and
 * asks which element is under a click. Empty answers are enough for it to edit as in a browser.
 */
Range.prototype.getClientRects ??= () =>
  Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

const admin = {
  id: 'a7c1f6a2-2c43-4d0e-9a55-3b1f0c2d9e01',
  mobile: '9000000001',
  role: 'admin',
  refundLimitPaise: null,
};
const support = { ...admin, mobile: '9000000002', role: 'support', refundLimitPaise: 500_000 };

let nextId = 0;
function post(extra: Partial<AdminBlog> = {}): AdminBlog {
  nextId += 1;
  return {
    id: `5b1c2d3e-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    slugUrl: `post-${nextId}`,
    blogTitle: `Post ${nextId}`,
    status: 'draft',
    cover: null,
    publishedAt: null,
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-24T06:30:00.000Z',
    description: '<p>Body</p>',
    ...extra,
  };
}
const summary = ({ description: _, ...rest }: AdminBlog) => rest;

function signIn() {
  setOperatorTokens({ accessToken: fakeJwt({ sub: admin.id, ut: 'Admin' }), refreshToken: 'r' });
}

describe('the console: blog posts', () => {
  it('lists drafts and published posts with their address, status and dates, filtered and paged', async () => {
    signIn();
    const draft = post({ blogTitle: 'Monsoon care', slugUrl: 'monsoon-care' });
    const live = post({
      blogTitle: 'Knee care',
      slugUrl: 'knee-care',
      status: 'published',
      publishedAt: '2026-11-21T06:30:00.000Z',
    });
    const api = fakeApi({
      'GET /admin/auth/getOperator': () => ok(admin),
      'GET /admin/content/getBlogs': ({ query }: FakeRequest) =>
        ok({
          blogs: (query.status === 'published' ? [live] : [draft, live]).map(summary),
          pagination: { page: Number(query.page ?? 1), limit: 20, total: 2, totalPages: 3 },
        }),
      'PATCH /admin/content/publishBlog/:id': () =>
        ok({ ...draft, status: 'published' }, 'Post published'),
    });
    const { user } = renderApp('/admin/blogs');

    const table = await screen.findByRole('table', { name: 'Blog posts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Monsoon care' })).toHaveAttribute(
      'href',
      `/admin/blogs/${draft.id}`,
    );
    expect(within(rows[0]!).getByText('/blog/monsoon-care')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Published')).toBeInTheDocument();
    // 06:30 UTC is noon in India.
    expect(within(rows[1]!).getAllByText(/12:00/)).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'Published' }));
    await waitFor(() =>
      expect(api.requestsTo('GET', '/admin/content/getBlogs').at(-1)?.query.status).toBe(
        'published',
      ),
    );
    await user.type(screen.getByLabelText('Search posts'), 'knee');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.requestsTo('GET', '/admin/content/getBlogs').at(-1)?.query).toMatchObject({
        status: 'published',
        search: 'knee',
      }),
    );
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() =>
      expect(api.requestsTo('GET', '/admin/content/getBlogs').at(-1)?.query.page).toBe('2'),
    );

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.click(await screen.findByRole('button', { name: 'Publish Monsoon care' }));
    expect(await screen.findByText('Post published')).toBeInTheDocument();
    expect(api.requestsTo('PATCH', '/admin/content/publishBlog/:id')[0]?.params.id).toBe(draft.id);
  });

  it('shows a support operator the posts without anything that changes them', async () => {
    setOperatorTokens({ accessToken: fakeJwt({ sub: admin.id, ut: 'Admin' }), refreshToken: 'r' });
    fakeApi({
      'GET /admin/auth/getOperator': () => ok(support),
      'GET /admin/content/getBlogs': () =>
        ok({
          blogs: [summary(post({ blogTitle: 'Read only' }))],
          pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
        }),
    });
    renderApp('/admin/blogs');
    expect(await screen.findByRole('link', { name: 'Read only' })).toBeInTheDocument();
    await screen.findByTestId('operator-identity');
    await waitFor(() =>
      expect(screen.getByTestId('operator-identity')).toHaveTextContent('support'),
    );
    expect(screen.queryByRole('link', { name: 'New post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Publish|Delete/ })).not.toBeInTheDocument();
  });

  it('writes a new post with a cover, previews it as families will see it, then publishes it', async () => {
    signIn();
    let created: AdminBlog | null = null;
    const api = fakeApi({
      'GET /admin/auth/getOperator': () => ok(admin),
      'POST /admin/content/previewBlog': ({ body }: FakeRequest) =>
        ok({
          // The server's sanitiser has the last word: the preview shows its HTML.
          description: `${(body as { description: string }).description}<p>sanitised</p>`,
          isEmpty: false,
        }),
      'POST /admin/content/createBlog': ({ body }: FakeRequest) => {
        const sent = body as { blogTitle: string; description: string };
        created = post({
          blogTitle: sent.blogTitle,
          slugUrl: 'caring-for-parents-2',
          description: sent.description,
        });
        return ok(created, 'Draft saved');
      },
      'PUT /admin/content/uploadBlogCover/:id': () =>
        ok({
          ...created!,
          cover: {
            card: '/api/v1/media/cover/c-640.webp',
            hero: '/api/v1/media/cover/c-1280.webp',
          },
        }),
      'PATCH /admin/content/publishBlog/:id': () =>
        ok(
          { ...created!, status: 'published', publishedAt: '2026-11-24T06:30:00.000Z' },
          'Post published',
        ),
      'GET /admin/content/getBlog/:id': () => ok({ ...created!, status: 'published' }),
      'GET /admin/content/getBlogs': () =>
        ok({ blogs: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 1 } }),
    });
    const { user, router } = renderApp('/admin/blogs/new');

    const title = await screen.findByLabelText('Title');
    await user.type(title, 'Caring for Parents!');
    // The address the post will have, made from the title as the server makes it.
    expect(screen.getByText('/blog/caring-for-parents')).toBeInTheDocument();

    const body = await screen.findByRole('textbox', { name: 'Post' });
    await user.click(body);
    await user.keyboard('Rest well every day.');
    await waitFor(() => expect(body).toHaveTextContent('Rest well every day.'));
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');

    const cover = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cover.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(screen.getByLabelText('Choose cover'), cover);
    expect(await screen.findByRole('img', { name: 'Cover: current picture' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(
      within(preview).getByRole('heading', { level: 1, name: 'Caring for Parents!' }),
    ).toBeInTheDocument();
    expect(within(preview).getByText('sanitised')).toBeInTheDocument();
    expect(within(preview).getByText('Rest well every day.')).toBeInTheDocument();
    expect(
      (api.requestsTo('POST', '/admin/content/previewBlog')[0]?.body as { description: string })
        .description,
    ).toContain('Rest well every day.');
    // Nothing was saved to preview it.
    expect(api.requestsTo('POST', '/admin/content/createBlog')).toHaveLength(0);

    await user.click(within(preview).getByRole('button', { name: 'Back to editing' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Post published')).toBeInTheDocument();
    const [create] = api.requestsTo('POST', '/admin/content/createBlog');
    expect(create?.body).toMatchObject({
      blogTitle: 'Caring for Parents!',
      slugUrl: '',
      status: 'draft',
      description: expect.stringContaining('Rest well every day.'),
    });
    // Draft, then cover, then published: families never see it without its cover.
    const order = api.requests.map((r) => `${r.method} ${r.path.split('/')[3]}`);
    expect(order.indexOf('PUT uploadBlogCover')).toBeGreaterThan(order.indexOf('POST createBlog'));
    expect(order.indexOf('PATCH publishBlog')).toBeGreaterThan(
      order.indexOf('PUT uploadBlogCover'),
    );
    expect(
      api.requestsTo('PUT', '/admin/content/uploadBlogCover/:id')[0]?.form?.get('cover'),
    ).toBeInstanceOf(File);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/blogs/${created!.id}`));
  });

  it('shows the server’s refusals at the fields they concern, and saves nothing else', async () => {
    signIn();
    const existing = post({ blogTitle: 'Monsoon care', slugUrl: 'monsoon-care' });
    const api = fakeApi({
      'GET /admin/auth/getOperator': () => ok(admin),
      [`GET /admin/content/getBlog/:id`]: () => ok(existing),
      'PUT /admin/content/updateBlog/:id': () => ({
        status: 409,
        body: {
          success: false,
          code: 'SLUG_TAKEN',
          message: 'Another post already has this address. Choose another.',
          errors: [
            { path: 'slugUrl', message: 'Another post already has this address. Choose another.' },
          ],
        },
      }),
    });
    const { user } = renderApp(`/admin/blogs/${existing.id}`);

    const address = await screen.findByLabelText(/Address/);
    expect(address).toHaveValue('monsoon-care');
    // The editor starts from the stored post.
    expect(await screen.findByRole('textbox', { name: 'Post' })).toHaveTextContent('Body');

    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Give the post a title')).toBeInTheDocument();
    expect(api.requestsTo('PUT', '/admin/content/updateBlog/:id')).toHaveLength(0);

    await user.type(screen.getByLabelText('Title'), 'Monsoon care');
    await user.clear(address);
    await user.type(address, 'Knee Care Tips');
    await user.tab();
    // Tidied into an address as it is left.
    expect(address).toHaveValue('knee-care-tips');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('Another post already has this address. Choose another.'),
    ).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('PUT', '/admin/content/updateBlog/:id')[0]?.body).toMatchObject({
      blogTitle: 'Monsoon care',
      slugUrl: 'knee-care-tips',
    });
  });

  it('refuses a cover that is not a picture before sending it', async () => {
    signIn();
    const existing = post();
    const api = fakeApi({
      'GET /admin/auth/getOperator': () => ok(admin),
      'GET /admin/content/getBlog/:id': () => ok(existing),
    });
    renderApp(`/admin/blogs/${existing.id}`);
    const input = await screen.findByLabelText('Choose cover');
    const pdf = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
    // As a browser does when "All files" is picked in the dialog, past the accept list.
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(await screen.findByText('Choose a JPEG, PNG or WebP picture')).toBeInTheDocument();
    expect(api.requestsTo('PUT', '/admin/content/uploadBlogCover/:id')).toHaveLength(0);
  });
});
