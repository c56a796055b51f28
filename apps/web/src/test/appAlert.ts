import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * The app's alert dialog says exactly `message`: the test reads it, presses OK as a person
 * would, and checks that no other alert waits behind it.
 */
export async function acknowledgeAlert(user: UserEvent, message: string): Promise<void> {
  const alert = await screen.findByRole('alertdialog', { name: message });
  await user.click(within(alert).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

/** No alert is showing (nor, since they queue, waiting). */
export function expectNoAlert(): void {
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}
