import { formatPaise } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import type { CheckoutNotice } from '../hooks/useBookingCheckout';

/** The server's reason as a sentence: it may or may not end with its own full stop. */
function asSentence(reason: string): string {
  return /[.!?]$/.test(reason) ? reason : `${reason}.`;
}

/** What went wrong at checkout, in calm words, and what the customer can do now. */
export function CheckoutNoticeBox({ notice }: { notice: CheckoutNotice }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (notice.kind === 'dates-taken') {
    return (
      <div
        role="alert"
        className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <p className="font-semibold">{notice.message}</p>
        <p className="mt-1">{t('booking.notice.noMoneyTaken')}</p>
      </div>
    );
  }
  const amount = formatPaise(notice.amount, language);
  return (
    <div
      role="alert"
      className="rounded-xl border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950"
    >
      {notice.kind === 'held-in-wallet' ? (
        <>
          <p className="font-semibold">{t('booking.notice.heldInWallet', { amount })}</p>
          {notice.reason ? <p className="mt-1">{asSentence(notice.reason)}</p> : null}
          <p className="mt-1">{t('booking.notice.heldInWalletNext')}</p>
        </>
      ) : (
        <>
          <p className="font-semibold">{t('booking.notice.received', { amount })}</p>
          <p className="mt-1">{t('booking.notice.receivedNext')}</p>
        </>
      )}
    </div>
  );
}
