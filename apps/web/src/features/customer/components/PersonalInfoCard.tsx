import { formatCalendarDate } from '@care/shared';
import type { CustomerProfile } from '@care/shared';
import { ButtonLink } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import type { UpdateProfileState } from '../lib/updateProfileState';
import { LoadError, SectionCard } from './SectionCard';

interface PersonalInfoCardProps {
  profile: CustomerProfile | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

const notAdded = <span className="text-slate-500">Not added yet</span>;

/** SPEC 2 "Personal Info" (read-only): name, date of birth, address. */
export function PersonalInfoCard({ profile, isLoading, isError, onRetry }: PersonalInfoCardProps) {
  const editState: UpdateProfileState | undefined = profile ? { profile } : undefined;

  return (
    <SectionCard
      title="Personal Info"
      action={
        <ButtonLink to="/update_profile" state={editState} variant="secondary">
          Edit Profile
        </ButtonLink>
      }
    >
      {isLoading ? (
        <dl aria-hidden="true" className="space-y-4">
          {['w-16', 'w-24', 'w-20'].map((labelWidth, index) => (
            <div key={labelWidth}>
              <Skeleton className={`h-4 ${labelWidth}`} />
              <Skeleton className={`mt-1.5 h-6 ${index === 2 ? 'w-full' : 'w-40'}`} />
            </div>
          ))}
        </dl>
      ) : isError || !profile ? (
        <LoadError onRetry={onRetry}>We could not load your details.</LoadError>
      ) : (
        <dl className="space-y-4">
          <div>
            <dt className="text-sm text-slate-500">Name</dt>
            <dd className="mt-0.5 min-h-6 font-medium break-words text-slate-900">
              {profile.name || notAdded}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">Date of birth</dt>
            <dd className="mt-0.5 min-h-6 font-medium text-slate-900">
              {formatCalendarDate(profile.dob) ?? notAdded}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">Address</dt>
            <dd className="mt-0.5 min-h-6 font-medium break-words whitespace-pre-line text-slate-900">
              {profile.address || notAdded}
            </dd>
          </div>
        </dl>
      )}
    </SectionCard>
  );
}
