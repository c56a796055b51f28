import { formatPaise } from '@care/shared';
import type { CheckoutNotice } from '../hooks/useBookingCheckout';

/** The server's reason as a sentence: it may or may not end with its own full stop. */
function asSentence(reason: string): string {
  return /[.!?]$/.test(reason) ? reason : `${reason}.`;
}

/** What went wrong at checkout, in calm words, and what the customer can do now. */
export function CheckoutNoticeBox({ notice }: { notice: CheckoutNotice }) {
  if (notice.kind === 'dates-taken') {
    return (
      <div
        role="alert"
        className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <p className="font-semibold">{notice.message}</p>
        <p className="mt-1">No money was taken. Go back and choose other dates.</p>
      </div>
    );
  }
  const amount = formatPaise(notice.amount);
  return (
    <div
      role="alert"
      className="rounded-xl border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950"
    >
      {notice.kind === 'held-in-wallet' ? (
        <>
          <p className="font-semibold">
            Your payment of {amount} is safe in your CareConnect wallet.
          </p>
          {notice.reason ? <p className="mt-1">{asSentence(notice.reason)}</p> : null}
          <p className="mt-1">
            Try again, or go back and change the dates: your wallet pays for the booking, so you
            will not be charged twice.
          </p>
        </>
      ) : (
        <>
          <p className="font-semibold">Your payment of {amount} was received.</p>
          <p className="mt-1">
            We could not add it to your CareConnect wallet just now. Press Confirm &amp; Pay again
            to finish: you will not be charged twice.
          </p>
        </>
      )}
    </div>
  );
}
