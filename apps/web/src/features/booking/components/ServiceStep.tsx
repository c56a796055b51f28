import { formatPaise, type Offering } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useLanguage } from '../../../lib/i18n';
import { ChoiceCard } from './ChoiceCard';

interface ServiceStepProps {
  offerings: Offering[];
  selectedId: string | null;
  onSelect: (offeringId: string) => void;
}

/** Step 1 'Service Selection': one card per service with its name and price per day. */
export function ServiceStep({ offerings, selectedId, onSelect }: ServiceStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (offerings.length === 0) {
    return <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t('booking.service.none')}</p>;
  }
  return (
    <fieldset>
      <legend className="sr-only">{t('booking.service.legend')}</legend>
      <div className="grid gap-3">
        {offerings.map((offering) => (
          <ChoiceCard
            key={offering.id}
            name="service"
            value={offering.id}
            checked={selectedId === offering.id}
            onSelect={onSelect}
            accessibleName={t('booking.service.accessibleName', {
              name: offering.service.name,
              price: formatPaise(offering.pricePerDay, language),
            })}
          >
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0 font-semibold break-words text-slate-900">
                {offering.service.name}
              </span>
              <span className="shrink-0 text-right">
                <span className="block font-semibold text-slate-900 tabular-nums">
                  {formatPaise(offering.pricePerDay, language)}
                </span>
                <span className="block text-xs text-slate-500">{t('booking.service.perDay')}</span>
              </span>
            </span>
            {offering.service.category ? (
              <span className="mt-1 inline-flex h-6 items-center rounded-full bg-slate-100 px-2.5 text-xs font-medium text-slate-700">
                {offering.service.category.name}
              </span>
            ) : null}
            {offering.description || offering.service.description ? (
              <span className="mt-1.5 line-clamp-2 text-sm text-slate-600">
                {offering.description || offering.service.description}
              </span>
            ) : null}
          </ChoiceCard>
        ))}
      </div>
    </fieldset>
  );
}

/** Three cards' worth of grey, laid out like real ones, while the services load. */
export function ServiceStepSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex gap-3 rounded-xl border border-slate-200 p-4">
          <Skeleton className="mt-0.5 size-5 shrink-0 rounded-full" />
          <div className="min-w-0 flex-1">
            <div className="flex justify-between gap-3">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-10 w-16" />
            </div>
            <Skeleton className="mt-1 h-6 w-20 rounded-full" />
            <Skeleton className="mt-1.5 h-10 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
