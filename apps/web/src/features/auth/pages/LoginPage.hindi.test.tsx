import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/renderApp';

describe('LoginPage in Hindi', { timeout: 15_000 }, () => {
  it('shows the sign-in page in Hindi', async () => {
    await act(() => setLanguage('hi'));
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'साइन इन करें' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'OTP से साइन इन करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('मोबाइल नंबर')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OTP पाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सेवा देने वाले के रूप में रजिस्टर करें' })).toHaveAttribute(
      'href',
      '/login-dashboard',
    );
  });
});
