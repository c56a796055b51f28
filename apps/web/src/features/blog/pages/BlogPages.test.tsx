import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { blog } from '../../../test/catalogFixtures';
import { fail, mockApi, ok } from '../../../test/catalogMockApi';

// Each test renders the whole app from a lazy route; on a busy machine the first render of a
// file can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

const POST = blog(1, {
  slugUrl: 'caring-for-a-parent',
  blogTitle: 'Caring for a Parent',
  description:
    '<p>First <strong>paragraph</strong>.</p><h2>Build a routine</h2><ul><li>Wake at seven</li></ul>',
});

describe('blog', { timeout: 15_000 }, () => {
  it('lists every post, each linking to /blog/{slugUrl}', async () => {
    mockApi({ '/Careconnect/blog/getAllTrue': ok([POST, blog(2)]) });
    renderApp('/blog');
    const link = await screen.findByRole(
      'link',
      { name: /Caring for a Parent/ },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', '/blog/caring-for-a-parent');
    expect(within(link).getByText('First paragraph. Build a routine Wake at seven')).toBeVisible();
    expect(screen.getByRole('link', { name: /Post number 2/ })).toHaveAttribute(
      'href',
      '/blog/post-2',
    );
  });

  it("fetches the first post's cover at once and the others as they come into view", async () => {
    const covered = (n: number) => blog(n, { image: `/api/v1/media/photo/cover-${n}/card.webp` });
    mockApi({ '/Careconnect/blog/getAllTrue': ok([covered(1), covered(2), covered(3)]) });
    const { container } = renderApp('/blog');
    await screen.findByRole('link', { name: /Post number 3/ });
    const covers = [...container.querySelectorAll('main img')];
    expect(covers).toHaveLength(3);
    expect(covers[0]).toHaveAttribute('loading', 'eager');
    expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
    for (const cover of covers.slice(1)) {
      expect(cover).toHaveAttribute('loading', 'lazy');
      expect(cover).not.toHaveAttribute('fetchpriority');
    }
  });

  it('renders a post from its slug, with its HTML structure', async () => {
    const api = mockApi({ '/Careconnect/blog/getBySlug/': ok(POST) });
    renderApp('/blog/caring-for-a-parent');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Caring for a Parent' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(api.calls[0]?.pathname).toBe('/api/v1/Careconnect/blog/getBySlug/caring-for-a-parent');
    const article = screen.getByRole('article');
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Build a routine' }),
    ).toBeVisible();
    expect(within(article).getByRole('listitem')).toHaveTextContent('Wake at seven');
    expect(within(article).getByText('paragraph').tagName).toBe('STRONG');
    expect(screen.getByText('5 Mar 2025')).toBeInTheDocument();
  });

  it('says a post was not found for an unknown slug', async () => {
    mockApi({ '/Careconnect/blog/getBySlug/': fail(404, 'Blog post not found', 'NOT_FOUND') });
    renderApp('/blog/no-such-post');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Blog post not found' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read other posts' })).toHaveAttribute('href', '/blog');
  });
});
