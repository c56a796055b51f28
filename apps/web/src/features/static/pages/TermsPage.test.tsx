import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';

describe('TermsPage', () => {
  it('has exactly 11 numbered sections, under Indian law with Goa courts', async () => {
    renderApp('/terms-&-condition');
    await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' });
    const article = screen.getByRole('article');
    const sectionHeadings = within(article).getAllByRole('heading', { level: 2 });
    expect(sectionHeadings).toHaveLength(11);
    sectionHeadings.forEach((heading, index) => {
      expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. `));
    });
    expect(article).toHaveTextContent(/governed by the laws of India/);
    expect(article).toHaveTextContent(/courts of Goa/);
  });
});
