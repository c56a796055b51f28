import {
  companyCareProfileContracts,
  providerCareProfileContracts,
  type CareProfile,
  type SellerKind,
} from '@care/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { PhoneLink } from '../../../components/ui/PhoneLink';
import { Skeleton } from '../../../components/ui/Skeleton';
import { call } from '../../../lib/call';
import { sellerKeysRoot } from '../../../lib/queries/sellerKeys';

/**
 * The care profile of the person in an accepted or running booking, shown when the caregiver
 * asks for it. Each read is recorded and shown to the family, so it is fetched only on that tap,
 * never as the list renders, and kept for the session so reopening is not another read.
 */
export function BookingCareProfile({
  caregiver,
  bookingId,
}: {
  caregiver: SellerKind;
  bookingId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const calls =
    caregiver === 'Company' ? companyCareProfileContracts : providerCareProfileContracts;
  const profile = useQuery({
    queryKey: [...sellerKeysRoot, 'careProfile', bookingId],
    queryFn: ({ signal }) => call(calls.getCareProfile, { params: { bookingId } }, { signal }),
    enabled: open,
    staleTime: Infinity,
    retry: false,
  });

  return (
    <div className="mt-3">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? t('care.caregiver.hide') : t('care.caregiver.show')}
      </Button>
      {open ? (
        <div id={panelId} className="mt-3 rounded-xl bg-slate-50 p-4 text-sm">
          {profile.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : profile.isError ? (
            <p role="alert" className="text-red-800">
              {profile.error.message || t('care.caregiver.loadError')}
            </p>
          ) : profile.data.profile ? (
            <CareProfileDetails profile={profile.data.profile} />
          ) : (
            <p className="text-slate-700">{t('care.caregiver.none')}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-1.5">
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="text-slate-700">{children}</dd>
    </div>
  );
}

/** The profile as a caregiver reads it at the door: only what the family filled in. */
function CareProfileDetails({ profile }: { profile: CareProfile }) {
  const { t } = useTranslation();
  return (
    <dl className="divide-y divide-slate-200">
      {profile.conditions.length ? (
        <Row label={t('care.profile.conditions')}>{profile.conditions.join(', ')}</Row>
      ) : null}
      {profile.allergies.length ? (
        <Row label={t('care.profile.allergies')}>{profile.allergies.join(', ')}</Row>
      ) : null}
      {profile.mobility ? (
        <Row label={t('care.profile.mobility')}>{t(`care.mobility.${profile.mobility}`)}</Row>
      ) : null}
      {profile.diet ? <Row label={t('care.profile.diet')}>{profile.diet}</Row> : null}
      {profile.medicines.length ? (
        <Row label={t('care.profile.medicines')}>
          <ul className="space-y-1">
            {profile.medicines.map((medicine) => (
              <li key={medicine.id}>
                <span className="font-medium">{medicine.name}</span>
                {medicine.dose ? ` · ${medicine.dose}` : ''} · {medicine.times.join(', ')}
              </li>
            ))}
          </ul>
        </Row>
      ) : null}
      {profile.emergencyContacts.length ? (
        <Row label={t('care.profile.contacts')}>
          <ul className="space-y-1">
            {profile.emergencyContacts.map((contact) => (
              <li key={contact.mobile}>
                {contact.name} ({contact.relation}) <PhoneLink mobile={contact.mobile} />
              </li>
            ))}
          </ul>
        </Row>
      ) : null}
      {profile.doctor ? (
        <Row label={t('care.profile.doctor')}>
          {profile.doctor.name}
          {profile.doctor.clinic ? `, ${profile.doctor.clinic}` : ''}{' '}
          <PhoneLink mobile={profile.doctor.mobile} />
        </Row>
      ) : null}
      {profile.school ? (
        <Row label={t('care.profile.school')}>
          {[profile.school.name, profile.school.pickUpTime, profile.school.pickUpBy]
            .filter(Boolean)
            .join(' · ')}
          {profile.school.notes ? <span className="block">{profile.school.notes}</span> : null}
        </Row>
      ) : null}
      {profile.notes ? <Row label={t('care.profile.notesLabel')}>{profile.notes}</Row> : null}
    </dl>
  );
}
