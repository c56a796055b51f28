import type { FamilyMember } from '@care/shared';
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
          <p>We could not load your family members.</p>
          <Button variant="secondary" className="mt-3" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : !members || members.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">
          No family members added yet. Add the person who will receive care.
        </p>
      ) : (
        <fieldset>
          <legend className="sr-only">Who is the care for?</legend>
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
                  {[member.relation, `${member.age} yrs`, member.gender].join(' · ')}
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
            Yes, book this care for them
          </CheckboxRow>
        </div>
      ) : null}
      <Button variant="secondary" className="mt-4 w-full sm:w-auto" onClick={onAddMember}>
        <span aria-hidden="true">+</span> Add Family Member
      </Button>
    </div>
  );
}
