import { formatPaise, type Earnings } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/i18n';
import { percentLabel } from '../../lib/earnings';

interface Figure {
  label: string;
  amount: number;
  hint: string;
}

/** The three (or four) figures that say where the caregiver's money is, and the rates. */
export function EarningsSummary({ earnings }: { earnings: Earnings }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const figures: Figure[] = [
    {
      label: t('dashboard.earnings.held'),
      amount: earnings.held,
      hint: t('dashboard.earnings.heldHint'),
    },
    {
      label: t('dashboard.earnings.available'),
      amount: earnings.available,
      hint: t('dashboard.earnings.availableHint'),
    },
    ...(earnings.inTransit !== 0
      ? [
          {
            label: t('dashboard.earnings.inTransit'),
            amount: earnings.inTransit,
            hint: t('dashboard.earnings.inTransitHint'),
          },
        ]
      : []),
    {
      label: t('dashboard.earnings.paidOut'),
      amount: earnings.paidOut,
      hint: t('dashboard.earnings.paidOutHint'),
    },
  ];

  return (
    <div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="text-sm font-medium text-slate-700">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
              {formatPaise(figure.amount, language)}
            </dd>
            <dd className="mt-1 text-sm text-slate-600">{figure.hint}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {t('dashboard.earnings.rates', {
          commission: percentLabel(earnings.commissionPercent),
          gst: percentLabel(earnings.gstPercent),
        })}
      </p>
    </div>
  );
}
