import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test takes a fresh copy of the module, as a fresh page load would.
async function freshToasts() {
  vi.resetModules();
  const [{ Toasts }, { toast, toastLoads }] = await Promise.all([
    import('./Toasts'),
    import('./toast'),
  ]);
  return { Toasts, toast, toastLoads };
}

describe('Toasts', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('renders nothing, and loads nothing, until a toast is wanted', async () => {
    const { Toasts, toastLoads } = await freshToasts();
    const { container } = render(<Toasts />);
    expect(container).toBeEmptyDOMElement();
    expect(toastLoads.get()).toBe(0);
  });

  it('shows a toast asked for before its code has arrived', async () => {
    const { Toasts, toast } = await freshToasts();
    render(<Toasts />);
    toast.success('Profile saved');
    toast.error('Could not send the code');
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(await screen.findByText('Could not send the code')).toBeInTheDocument();
    // react-toastify's live region, top right, as SPEC section 9 places toasts.
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
  });

  it("starts loading on the person's first tap, before any toast", async () => {
    const { Toasts, toastLoads } = await freshToasts();
    const { container } = render(<Toasts />);
    fireEvent.pointerDown(document.body);
    expect(toastLoads.get()).toBe(1);
    await waitFor(() => expect(container.querySelector('.Toastify')).not.toBeNull());
    fireEvent.pointerDown(document.body);
    expect(toastLoads.get()).toBe(1);
  });
});
