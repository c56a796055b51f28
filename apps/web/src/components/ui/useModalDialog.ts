import { useLayoutEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';

/**
 * What every modal on the native <dialog> needs: opened with showModal() (focus trap, inert
 * page, Escape) on mount, closed on unmount with focus back on whatever opened it, and Escape
 * routed to the owner, who decides whether to close (e.g. not while saving).
 */
export function useModalDialog(
  onClose: () => void,
  options: { focusFirstField?: boolean; lockPageScroll?: boolean } = {},
) {
  const ref = useRef<HTMLDialogElement>(null);
  const { focusFirstField = false, lockPageScroll = false } = options;

  // At commit, so the dialog is open, with the focus in it, by the frame that first shows it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (tests) has no showModal; the open attribute shows the same content there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    if (focusFirstField)
      dialog.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    // A modal dialog does not stop the page behind it scrolling on touch; this does.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    if (lockPageScroll) root.style.overflow = 'hidden';
    return () => {
      if (lockPageScroll) root.style.overflow = previousOverflow;
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, [focusFirstField, lockPageScroll]);

  return {
    ref,
    'aria-modal': true as const,
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    },
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
  };
}
