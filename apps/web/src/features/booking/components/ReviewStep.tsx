import {
  careRecipientLabel,
  type FamilyMember,
  formatCalendarDate,
  formatPaise,
  type Offering,
} from '@care/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { genderLabel, relationLabel } from '../../../components/familyLabels';
import { CheckboxRow } from '../../../components/ui/CheckboxRow';
import { useLanguage } from '../../../lib/i18n';

interface ReviewStepProps {
  offering: Offering;
  sellerName: string | undefined;
  member: FamilyMember;
  startDate: string;
  endDate: string;
  days: number;
  total: number;
  /** Known wallet balance in rupees; undefined while unknown. */
  walletBalance: number | undefined;
  /** Whether the wallet pays the part it holds, when it holds less than the total. */
  useWallet: boolean;
  onUseWalletChange: (useWallet: boolean) => void;
}

/** What the card pays when the wallet pays what it holds: at least the gateway's ₹1. */
export function cardPart(total: number, walletBalance: number): number {
  return Math.max(total - walletBalance, 100);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Step 4 'Review & Confirm': service type, duration, dates, patient details and total. */
export function ReviewStep({
  offering,
  sellerName,
  member,
  startDate,
  endDate,
  days,
  total,
  walletBalance,
  useWallet,
  onUseWalletChange,
}: ReviewStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (paise: number) => formatPaise(paise, language);
  const daysText = t('booking.days', { count: days });
  const fromWallet = walletBalance !== undefined && total > 0 && walletBalance >= total;
  const partFromWallet = walletBalance !== undefined && walletBalance > 0 && !fromWallet;
  return (
    <div>
      <dl className="divide-y divide-slate-100">
        <Row label={t('booking.review.serviceType')}>
          {offering.service.name}
          {offering.service.category ? (
            <span className="font-normal text-slate-600"> · {offering.service.category.name}</span>
          ) : null}
        </Row>
        {sellerName ? <Row label={t('booking.review.careBy')}>{sellerName}</Row> : null}
        <Row label={t('booking.review.duration')}>{daysText}</Row>
        <Row label={t('booking.review.dates')}>
          {t('booking.review.dateRange', {
            from: formatCalendarDate(startDate, language) ?? '',
            to: formatCalendarDate(endDate, language) ?? '',
          })}
        </Row>
        <Row
          label={
            careRecipientLabel(offering.service.category?.name) === 'Child'
              ? t('booking.review.childDetails')
              : t('booking.review.patientDetails')
          }
        >
          {member.name}
          <span className="block text-sm font-normal text-slate-600">
            {t('booking.review.memberLine', {
              age: member.age,
              gender: genderLabel(member.gender, t),
              relation: relationLabel(member.relation, t),
            })}
          </span>
        </Row>
        <Row label={t('booking.review.pricePerDay')}>{money(offering.pricePerDay)}</Row>
      </dl>
      <div className="mt-2 flex items-baseline justify-between gap-4 rounded-xl bg-brand-50 p-4">
        <span className="font-semibold text-slate-900">{t('booking.review.total')}</span>
        <span className="text-right">
          <span className="block text-xl font-bold text-slate-900 tabular-nums">
            {money(total)}
          </span>
          <span className="block text-xs text-slate-600">
            {daysText} × {money(offering.pricePerDay)}
          </span>
        </span>
      </div>
      {partFromWallet ? (
        <div className="mt-3 rounded-xl border border-slate-200 p-4">
          <CheckboxRow checked={useWallet} onChange={onUseWalletChange} className="text-slate-900">
            <span className="font-medium">
              {t('booking.review.useWallet', { balance: money(walletBalance) })}
            </span>
          </CheckboxRow>
          <p className="mt-1 text-sm text-slate-600 tabular-nums">
            {useWallet
              ? t('booking.review.walletAndCard', {
                  wallet: money(walletBalance),
                  card: money(cardPart(total, walletBalance)),
                })
              : t('booking.review.cardOnly', {
                  total: money(total),
                  balance: money(walletBalance),
                })}
          </p>
        </div>
      ) : (
        // Two lines reserved, so the buttons never jump when the balance arrives.
        <p className="mt-3 min-h-10 text-sm text-slate-600">
          {walletBalance === undefined
            ? null
            : fromWallet
              ? t('booking.review.fromWallet', { balance: money(walletBalance) })
              : t('booking.review.payOnline')}
        </p>
      )}
    </div>
  );
}
