import type { SellerKind } from '@care/shared';
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
        aria-label="Verification"
        className="mb-6 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
      >
        <h2 className="font-semibold">Your profile is being checked</h2>
        <p className="mt-1 text-sm">
          Our team is checking your details and documents. Families will see you as soon as you are
          verified; meanwhile, add your services and prices.
        </p>
      </section>
    );
  }

  return (
    <section
      aria-label="Verification"
      className="mb-6 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900"
    >
      <h2 className="font-semibold">Your verification was not approved</h2>
      {verification.reason ? (
        <p className="mt-1 text-sm">
          The operator said: <span className="font-medium">“{verification.reason}”</span>
        </p>
      ) : null}
      <p className="mt-1 text-sm">
        Fix what they asked and send your documents again; families will see you once you are
        verified.
      </p>
      <ButtonLink to="?section=profile#documents" variant="secondary" className="mt-3">
        Send documents again
      </ButtonLink>
    </section>
  );
}
