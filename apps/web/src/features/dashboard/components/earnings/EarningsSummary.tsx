import { formatPaise, type Earnings } from '@care/shared';
import { percentLabel } from '../../lib/earnings';

interface Figure {
  label: string;
  amount: number;
  hint: string;
}

/** The three (or four) figures that say where the caregiver's money is, and the rates. */
export function EarningsSummary({ earnings }: { earnings: Earnings }) {
  const figures: Figure[] = [
    {
      label: 'Held for upcoming bookings',
      amount: earnings.held,
      hint: 'Paid by families; yours once the care is completed.',
    },
    {
      label: 'Available to withdraw',
      amount: earnings.available,
      hint: 'Earned and ready to pay out.',
    },
    ...(earnings.inTransit !== 0
      ? [{ label: 'In transit', amount: earnings.inTransit, hint: 'On its way to your account.' }]
      : []),
    { label: 'Paid out', amount: earnings.paidOut, hint: 'Already sent to you.' },
  ];

  return (
    <div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="text-sm font-medium text-slate-700">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
              {formatPaise(figure.amount)}
            </dd>
            <dd className="mt-1 text-sm text-slate-600">{figure.hint}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        CareConnect keeps a commission of {percentLabel(earnings.commissionPercent)} of each
        booking, and GST of {percentLabel(earnings.gstPercent)} is charged on that commission. You
        earn the rest.
      </p>
    </div>
  );
}
