import type { SellerKind } from '@care/shared';
import { Trans, useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { useMyProfile } from '../api/profile';

/**
 * Says plainly, at the top of the dashboard, while the operator is checking the caregiver and
 * when they refused, with the operator's own reason and the way to send documents again.
 * Verified caregivers see nothing here.
 */
export function VerificationNotice({
  caregiver,
  userId,
}: {
  caregiver: SellerKind;
  userId: string;
}) {
  const { t } = useTranslation();
  const profile = useMyProfile(caregiver, userId);
  const verification = profile.data?.verification;
  if (!verification || verification.status === 'VERIFIED') return null;
  // Nothing has been sent for checking before the profile is completed (the online card says
  // to complete it).
  const named = profile.data?.kind === 'Company' ? profile.data.companyName : profile.data?.name;
  if (!named) return null;

  if (verification.status === 'PENDING') {
    return (
      <section
        aria-label={t('dashboard.verification.label')}
        className="mb-6 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
      >
        <h2 className="font-semibold">{t('dashboard.verification.pendingTitle')}</h2>
        <p className="mt-1 text-sm">{t('dashboard.verification.pendingBody')}</p>
      </section>
    );
  }

  return (
    <section
      aria-label={t('dashboard.verification.label')}
      className="mb-6 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900"
    >
      <h2 className="font-semibold">{t('dashboard.verification.refusedTitle')}</h2>
      {verification.reason ? (
        <p className="mt-1 text-sm">
          <Trans
            i18nKey="dashboard.verification.operatorSaid"
            values={{ reason: verification.reason }}
            components={{ reason: <span className="font-medium" /> }}
          />
        </p>
      ) : null}
      <p className="mt-1 text-sm">{t('dashboard.verification.refusedBody')}</p>
      <ButtonLink to="?section=profile#documents" variant="secondary" className="mt-3">
        {t('dashboard.verification.sendAgain')}
      </ButtonLink>
    </section>
  );
}
