import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { useAlert, useConfirm } from './alertContext';
import { AlertProvider } from './AlertProvider';

/** A page that says two things at once, and asks one question, writing down what happened. */
function Page({ log }: { log: string[] }) {
  const alert = useAlert();
  const confirm = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void alert('The first thing').then(() => log.push('first read'));
          void alert('The second thing').then(() => log.push('second read'));
        }}
      >
        Say two things
      </button>
      <button
        type="button"
        onClick={() =>
          void confirm('Delete this?', { confirmLabel: 'Delete' }).then((yes) =>
            log.push(`answered ${yes}`),
          )
        }
      >
        Ask
      </button>
    </>
  );
}

function renderPage() {
  const log: string[] = [];
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <AlertProvider>
        <Page log={log} />
      </AlertProvider>
    </I18nextProvider>,
  );
  return { log, user };
}

describe('the app alert dialog', () => {
  it('shows one message at a time, OK focused, each settling when it is read', async () => {
    const { log, user } = renderPage();
    const opener = screen.getByRole('button', { name: 'Say two things' });
    await user.click(opener);

    const first = screen.getByRole('alertdialog', { name: 'The first thing' });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(first).toHaveAttribute('aria-modal', 'true');
    const ok = within(first).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    expect(within(first).getAllByRole('button')).toHaveLength(1);
    expect(log).toEqual([]);

    await user.click(ok);
    await waitFor(() => expect(log).toEqual(['first read']));
    const second = screen.getByRole('alertdialog', { name: 'The second thing' });
    expect(within(second).getByRole('button', { name: 'OK' })).toHaveFocus();

    // Escape reads it too, and focus goes back to what opened the first.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(log).toEqual(['first read', 'second read']));
    expect(opener).toHaveFocus();
  });

  it('says the same thing once while it is showing, and again once it has been read', async () => {
    const log: string[] = [];
    const user = userEvent.setup();
    function Twice() {
      const alert = useAlert();
      return (
        <button
          type="button"
          onClick={() => {
            void alert('Error fetching profile').then(() => log.push('one'));
            void alert('Error fetching profile').then(() => log.push('two'));
          }}
        >
          Fail
        </button>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <AlertProvider>
          <Twice />
        </AlertProvider>
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(log).toEqual(['one', 'two']));

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alertdialog', { name: 'Error fetching profile' })).toBeVisible();
  });

  it('asks with Cancel focused: Cancel and Escape answer no, the confirm button yes', async () => {
    const { log, user } = renderPage();
    const ask = screen.getByRole('button', { name: 'Ask' });

    await user.click(ask);
    let dialog = screen.getByRole('alertdialog', { name: 'Delete this?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(ask).toHaveFocus();

    await user.click(ask);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(ask);
    dialog = screen.getByRole('alertdialog', { name: 'Delete this?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(log).toEqual(['answered false', 'answered false', 'answered true']));
  });

  it('refuses to work without the provider, rather than falling back to the browser', () => {
    function Orphan() {
      useAlert();
      return null;
    }
    // React reports the thrown error to the console as well; the throw is what matters.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/AlertProvider/);
  });
});
