import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

afterEach(() => sessionStorage.clear());

describe('AssistantWidget', () => {
  it('is on every page; opening puts the cursor in the question box, Escape gives focus back', async () => {
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    const button = screen.getByRole('button', { name: 'Open assistant' });
    expect(screen.queryByRole('dialog', { name: 'Voice assistant' })).not.toBeInTheDocument();

    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Voice assistant' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('textbox', { name: 'Your question' })).toHaveFocus();
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Voice assistant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open assistant' })).toHaveFocus();
  });

  it('closes from its own button', async () => {
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Open assistant' }));
    await user.click(screen.getByRole('button', { name: 'Close assistant' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open assistant' })).toHaveFocus();
  });
});
