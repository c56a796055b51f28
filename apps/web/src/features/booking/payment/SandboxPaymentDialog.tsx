import { formatPaise } from '@care/shared';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { formatDays } from '../model/wizard';
import type { PaymentRequest, SandboxChoice } from './types';

interface SandboxPaymentDialogProps {
  /** The payment being made; null keeps the dialog closed. */
  request: PaymentRequest | null;
  onChoose: (choice: SandboxChoice) => void;
}

/**
 * Stands in for Razorpay Checkout when the server runs the sandbox gateway (DESIGN
 * "Contracts"): titled 'Test payment', with 'Pay', 'Fail payment' and 'Cancel'.
 */
export function SandboxPaymentDialog({ request, onChoose }: SandboxPaymentDialogProps) {
  return (
    <Dialog
      open={request !== null}
      onClose={() => onChoose('dismissed')}
      title="Test payment"
      description="This is a test checkout: no real money moves. Choose how the payment ends."
    >
      {request ? (
        <>
          <div className="rounded-xl bg-slate-50 p-4">
            <p className="text-sm text-slate-600">Amount</p>
            <p className="text-2xl font-bold text-slate-900 tabular-nums">
              {formatPaise(request.order.amount)}
            </p>
            <p className="mt-2 text-sm break-words text-slate-700">
              {request.serviceName} for {formatDays(request.days)}
            </p>
          </div>
          <div className="mt-5 grid gap-3 sm:grid-cols-3">
            <Button onClick={() => onChoose('success')}>Pay</Button>
            <Button
              variant="secondary"
              className="border-red-200 text-red-800 hover:bg-red-50"
              onClick={() => onChoose('failure')}
            >
              Fail payment
            </Button>
            <Button variant="ghost" onClick={() => onChoose('dismissed')}>
              Cancel
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
