import type { SellerKind } from '@care/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useOnlineState, useSetOnline } from '../../../lib/queries/sellerBusiness';
import { errorText } from '../lib/text';

interface OnlineCardProps {
  caregiver: SellerKind;
  userId: string;
}

/**
 * The online switch, and in plain words whether families can find the caregiver right now and,
 * when they cannot, the one thing to do about it (verification, a service, the switch).
 */
export function OnlineCard({ caregiver, userId }: OnlineCardProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const state = useOnlineState(caregiver, userId);
  const setOnline = useSetOnline(caregiver);
  const isOnline = setOnline.isPending ? setOnline.variables : state.data?.isOnline;

  const toggle = () => {
    if (!state.data) return;
    setOnline.mutate(!state.data.isOnline, {
      onSuccess: (envelope) => toast.success(envelope.message ?? t('dashboard.common.saved')),
      onError: (error) => toast.error(errorText(error, t)),
    });
  };

  return (
    <section
      aria-labelledby={labelId}
      className="mb-6 flex min-h-24 flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="min-w-0 flex-1">
        <h2 id={labelId} className="font-semibold text-slate-900">
          {t('dashboard.online.title')}
        </h2>
        {state.isPending ? (
          <Skeleton className="mt-2 h-5 w-64" />
        ) : state.isError ? (
          <p className="mt-1 text-sm text-red-800">{errorText(state.error, t)}</p>
        ) : (
          <p
            className={`mt-1 text-sm ${state.data.listed ? 'text-green-800' : 'text-slate-700'}`}
            aria-live="polite"
          >
            {state.data.listed ? t('dashboard.online.listed') : state.data.reason}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={Boolean(isOnline)}
        aria-labelledby={labelId}
        disabled={!state.data || setOnline.isPending}
        onClick={toggle}
        className="inline-flex min-h-11 items-center gap-3 rounded-full px-2 font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`relative h-7 w-12 rounded-full transition-colors ${isOnline ? 'bg-green-600' : 'bg-slate-300'}`}
        >
          <span
            className={`absolute top-0.5 left-0 h-6 w-6 rounded-full bg-white shadow transition-transform ${isOnline ? 'translate-x-5.5' : 'translate-x-0.5'}`}
          />
        </span>
        {isOnline ? t('dashboard.online.online') : t('dashboard.online.offline')}
      </button>
    </section>
  );
}
