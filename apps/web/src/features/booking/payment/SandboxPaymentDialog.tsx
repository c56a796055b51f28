import { formatPaise } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useLanguage } from '../../../lib/i18n';
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
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Dialog
      open={request !== null}
      onClose={() => onChoose('dismissed')}
      title={t('booking.payment.title')}
      description={t('booking.payment.description')}
    >
      {request ? (
        <>
          <div className="rounded-xl bg-slate-50 p-4">
            <p className="text-sm text-slate-600">{t('booking.payment.amount')}</p>
            <p className="text-2xl font-bold text-slate-900 tabular-nums">
              {formatPaise(request.order.amount, language)}
            </p>
            <p className="mt-2 text-sm break-words text-slate-700">
              {t('booking.payment.serviceFor', {
                service: request.serviceName,
                days: t('booking.days', { count: request.days }),
              })}
            </p>
          </div>
          <div className="mt-5 grid gap-3 sm:grid-cols-3">
            <Button onClick={() => onChoose('success')}>{t('booking.payment.pay')}</Button>
            <Button
              variant="secondary"
              className="border-red-200 text-red-800 hover:bg-red-50"
              onClick={() => onChoose('failure')}
            >
              {t('booking.payment.fail')}
            </Button>
            <Button variant="ghost" onClick={() => onChoose('dismissed')}>
              {t('booking.payment.cancel')}
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
