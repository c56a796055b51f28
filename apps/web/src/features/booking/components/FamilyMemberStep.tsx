import type { FamilyMember } from '@care/shared';
import { useTranslation } from 'react-i18next';
import { genderLabel, relationLabel } from '../../../components/familyLabels';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { CheckboxRow } from '../../../components/ui/CheckboxRow';
import { ChoiceCard } from './ChoiceCard';

interface FamilyMemberStepProps {
  members: FamilyMember[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (memberId: string) => void;
  onAddMember: () => void;
  /** Why the chosen care may not fit the chosen person, or null. */
  fitWarning: string | null;
  fitConfirmed: boolean;
  onConfirmFit: (confirmed: boolean) => void;
}

/** Step 3 'Assign Family Member': who receives the care, or add someone new. */
export function FamilyMemberStep({
  members,
  isPending,
  isError,
  onRetry,
  selectedId,
  onSelect,
  onAddMember,
  fitWarning,
  fitConfirmed,
  onConfirmFit,
}: FamilyMemberStepProps) {
  const { t } = useTranslation();
  return (
    <div>
      {isPending ? (
        <div aria-hidden="true" className="grid gap-3">
          {[0, 1].map((key) => (
            <div key={key} className="flex min-h-16 gap-3 rounded-xl border border-slate-200 p-4">
              <Skeleton className="size-5 shrink-0 rounded-full" />
              <div className="flex-1">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="mt-1 h-4 w-52" />
              </div>
            </div>
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
          <p>{t('booking.member.loadFailed')}</p>
          <Button variant="secondary" className="mt-3" onClick={onRetry}>
            {t('booking.member.tryAgain')}
          </Button>
        </div>
      ) : !members || members.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t('booking.member.none')}</p>
      ) : (
        <fieldset>
          <legend className="sr-only">{t('booking.member.legend')}</legend>
          <div className="grid gap-3">
            {members.map((member) => (
              <ChoiceCard
                key={member.id}
                name="familyMember"
                value={member.id}
                checked={selectedId === member.id}
                onSelect={onSelect}
              >
                <span className="block font-semibold break-words text-slate-900">
                  {member.name}
                </span>
                <span className="block text-sm text-slate-600">
                  {[
                    relationLabel(member.relation, t),
                    t('booking.member.years', { age: member.age }),
                    genderLabel(member.gender, t),
                  ].join(' · ')}
                </span>
              </ChoiceCard>
            ))}
          </div>
        </fieldset>
      )}
      {fitWarning ? (
        <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-medium">{fitWarning}</p>
          <CheckboxRow checked={fitConfirmed} onChange={onConfirmFit} className="mt-2">
            {t('booking.member.confirmFit')}
          </CheckboxRow>
        </div>
      ) : null}
      <Button variant="secondary" className="mt-4 w-full sm:w-auto" onClick={onAddMember}>
        <span aria-hidden="true">+</span> {t('booking.member.add')}
      </Button>
    </div>
  );
}
