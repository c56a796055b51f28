import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

describe('AssistantWidget', () => {
  it('is on every page and opens a coming-soon panel', async () => {
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    const button = screen.getByRole('button', { name: 'Open assistant' });
    expect(screen.queryByRole('dialog', { name: 'Voice assistant' })).not.toBeInTheDocument();

    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Voice assistant' })).toHaveTextContent(
      /coming soon/,
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Voice assistant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open assistant' })).toBeInTheDocument();
  });
});
