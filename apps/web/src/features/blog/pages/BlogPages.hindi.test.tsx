import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/renderApp';
import { blog } from '../../../test/catalogFixtures';
import { mockApi, ok } from '../../../test/catalogMockApi';

describe('blog in Hindi', { timeout: 15_000 }, () => {
  it('shows the list and a post in Hindi, the date spelt in Devanagari', async () => {
    await act(() => setLanguage('hi'));
    mockApi({
      '/Careconnect/blog/getAllTrue': ok([blog(1)]),
      '/Careconnect/blog/getBySlug/': ok(blog(1)),
    });
    const { user } = renderApp('/blog');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ब्लॉग' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: /Post number 1/ }));
    expect(await screen.findByRole('link', { name: 'सभी पोस्ट' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText('5 मार्च 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'घर पर किसी की मदद चाहिए?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपने आस-पास देखभाल खोजें' })).toHaveAttribute(
      'href',
      '/service',
    );
  });
});
