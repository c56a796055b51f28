import {
  formatCalendarDate,
  formatPaise,
  todayInIndia,
  type Language,
  type Withdrawal,
  type WithdrawalStatus,
} from '@care/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { StatusBadge, type BadgeTone } from '../../../components/ui/StatusBadge';

const tones: Record<WithdrawalStatus, BadgeTone> = {
  PROCESSING: 'warning',
  REFUNDED: 'success',
  FAILED: 'danger',
};

function dayOf(timestamp: string, language: Language): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime())
    ? ''
    : (formatCalendarDate(todayInIndia(date), language) ?? '');
}

/** The family's withdrawals, each with where it stands. */
export function WithdrawalsList({ withdrawals }: { withdrawals: readonly Withdrawal[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (withdrawals.length === 0) return null;
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">
        {t('customer.withdrawals.heading')}
      </h3>
      <ul aria-label={t('customer.withdrawals.heading')} className="mt-1 divide-y divide-slate-100">
        {withdrawals.map((withdrawal) => {
          return (
            <li key={withdrawal.id} className="py-2.5">
              <div className="flex items-center justify-between gap-3">
                <span className="font-semibold text-slate-900 tabular-nums">
                  {formatPaise(withdrawal.amount, language)}
                </span>
                <StatusBadge tone={tones[withdrawal.status]}>
                  {t(`customer.withdrawals.status.${withdrawal.status}`)}
                </StatusBadge>
              </div>
              <p className="text-sm text-slate-500">
                {withdrawal.status === 'PROCESSING'
                  ? t('customer.withdrawals.asked', { date: dayOf(withdrawal.createdAt, language) })
                  : withdrawal.status === 'REFUNDED'
                    ? t('customer.withdrawals.sentBack', {
                        date: dayOf(withdrawal.completedAt ?? withdrawal.createdAt, language),
                      })
                    : t('customer.withdrawals.failed')}
              </p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
