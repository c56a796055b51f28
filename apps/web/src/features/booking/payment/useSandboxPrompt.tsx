import { useCallback, useEffect, useRef, useState } from 'react';
import { SandboxPaymentDialog } from './SandboxPaymentDialog';
import type { PaymentRequest, SandboxChoice } from './types';

interface Pending {
  request: PaymentRequest;
  resolve: (choice: SandboxChoice) => void;
}

/**
 * The 'Test payment' dialog as a promise: `choose(request)` opens it and resolves with the
 * customer's choice. Render `dialog` somewhere in the page.
 */
export function useSandboxPrompt() {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const choose = useCallback(
    (request: PaymentRequest) =>
      new Promise<SandboxChoice>((resolve) => {
        pendingRef.current?.resolve('dismissed');
        const next = { request, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const settle = useCallback((choice: SandboxChoice) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.resolve(choice);
  }, []);

  // Leaving the page mid-payment is a dismissal, so nothing waits forever.
  useEffect(() => () => pendingRef.current?.resolve('dismissed'), []);

  const dialog = <SandboxPaymentDialog request={pending?.request ?? null} onChoose={settle} />;
  return { choose, dialog };
}
