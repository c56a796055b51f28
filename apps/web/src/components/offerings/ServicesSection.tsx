import { formatPaise, type SellerKind, type SellerOffering } from '@care/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Skeleton } from '../ui/Skeleton';
import { StatusBadge } from '../ui/StatusBadge';
import { careTypeName } from '../ui/careTypeName';
import { userErrorMessage } from '../../lib/errorMessage';
import { useLanguage } from '../../lib/i18n';
import {
  useOfferings,
  useRemoveOffering,
  useSaveOffering,
  type OfferingBody,
} from '../../lib/queries/sellerBusiness';
import { OfferingForm } from './OfferingForm';

interface ServicesSectionProps {
  caregiver: SellerKind;
  userId: string;
}

/** 'new' adds a service; an offering edits it; null is closed. */
type Editing = SellerOffering | 'new' | null;

/** The caregiver's services from the catalog, each at their own price per day. */
export function ServicesSection({ caregiver, userId }: ServicesSectionProps) {
  const { t } = useTranslation();
  const offerings = useOfferings(caregiver, userId);
  const save = useSaveOffering(caregiver);
  const remove = useRemoveOffering(caregiver);
  const [editing, setEditing] = useState<Editing>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const close = () => {
    setEditing(null);
    setSaveError(null);
  };

  const onSave = async (body: OfferingBody) => {
    setSaveError(null);
    try {
      const envelope = await save.mutateAsync({
        id: editing && editing !== 'new' ? editing.id : null,
        body,
      });
      toast.success(envelope.message ?? t('components.offerings.saved'));
      close();
    } catch (error) {
      setSaveError(userErrorMessage(error));
    }
  };

  const onRemove = (offering: SellerOffering) => {
    remove.mutate(offering.id, {
      onSuccess: (envelope) => toast.success(envelope.message ?? t('components.offerings.removed')),
      onError: (error) => toast.error(userErrorMessage(error)),
    });
  };

  const active = offerings.data?.filter((o) => o.status === 'ACTIVE') ?? [];
  const retired = offerings.data?.filter((o) => o.status === 'RETIRED') ?? [];

  return (
    <section aria-labelledby="services-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="services-heading" className="text-xl font-semibold text-slate-900">
          {t('components.offerings.heading')}
        </h2>
        <Button onClick={() => setEditing('new')}>{t('components.offerings.addAService')}</Button>
      </div>

      {offerings.isPending ? (
        <div aria-hidden="true" className="space-y-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : offerings.isError ? (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800">
          {userErrorMessage(offerings.error, t('components.offerings.loadError'))}
        </p>
      ) : active.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-slate-900">{t('components.offerings.noneYet')}</p>
          <p className="mt-1 text-slate-700">{t('components.offerings.noneYetHint')}</p>
        </div>
      ) : (
        <ul className="space-y-3" aria-label={t('components.offerings.yourServices')}>
          {active.map((offering) => (
            <li key={offering.id}>
              <OfferingCard
                caregiver={caregiver}
                offering={offering}
                onEdit={() => setEditing(offering)}
                onRemove={() => onRemove(offering)}
                removing={remove.isPending && remove.variables === offering.id}
              />
            </li>
          ))}
        </ul>
      )}

      {retired.length > 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          {t('components.offerings.retired', {
            services: retired.map((o) => o.service.name).join(', '),
          })}
        </p>
      ) : null}

      <Dialog
        open={editing !== null}
        onClose={close}
        title={
          editing === 'new'
            ? t('components.offerings.addAService')
            : t('components.offerings.changeService')
        }
      >
        {editing !== null ? (
          <OfferingForm
            caregiver={caregiver}
            offering={editing === 'new' ? null : editing}
            onSave={onSave}
            onCancel={close}
            saveError={saveError}
          />
        ) : null}
      </Dialog>
    </section>
  );
}

interface OfferingCardProps {
  caregiver: SellerKind;
  offering: SellerOffering;
  onEdit: () => void;
  onRemove: () => void;
  removing: boolean;
}

function OfferingCard({ caregiver, offering, onEdit, onRemove, removing }: OfferingCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article
      aria-label={offering.service.name}
      className="flex flex-wrap items-start justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{offering.service.name}</h3>
          <StatusBadge tone="neutral">{careTypeName(offering.service.categoryName, t)}</StatusBadge>
        </div>
        <p className="mt-1 text-lg font-semibold text-slate-900">
          {formatPaise(offering.pricePerDay, language)}
          <span className="text-sm font-normal text-slate-600">
            {t('components.offerings.perDay')}
          </span>
          {caregiver === 'Company' && offering.dailyCapacity ? (
            <span className="text-sm font-normal text-slate-600">
              {t('components.offerings.capacity', { count: offering.dailyCapacity })}
            </span>
          ) : null}
        </p>
        {offering.description ? (
          <p className="mt-1 text-slate-700">{offering.description}</p>
        ) : null}
      </div>
      {/* Below the price on a phone, so the service's words keep the card's width. */}
      <div className="flex w-full gap-2 sm:w-auto">
        <Button
          variant="secondary"
          className="flex-1 sm:flex-none"
          onClick={onEdit}
          aria-label={t('components.offerings.editLabel', { service: offering.service.name })}
        >
          {t('components.offerings.edit')}
        </Button>
        <Button
          variant="secondary"
          className="flex-1 border-red-200 text-red-800 hover:bg-red-50 sm:flex-none"
          disabled={removing}
          onClick={onRemove}
          aria-label={t('components.offerings.removeLabel', { service: offering.service.name })}
        >
          {removing ? t('components.offerings.removing') : t('components.offerings.remove')}
        </Button>
      </div>
    </article>
  );
}
