import { zodResolver } from '@hookform/resolvers/zod';
import { suspensionBodySchema, type PersonKind, type SuspensionBody } from '@care/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { userErrorMessage } from '../../../lib/errorMessage';
import { useHasRole } from '../api/operator';
import { useSuspension } from '../api/people';
import { formatInstant } from '../components/formatting';

/** What a suspension does to each kind of person, in the words the operator confirms. */
const effects: Record<PersonKind, string> = {
  Customer:
    'They cannot order or book. They can still sign in to see their bookings and wallet, cancel and withdraw.',
  Provider:
    'They are unlisted and cannot take new requests. Their open bookings stay for you to resolve.',
  Company:
    'The company is unlisted and cannot take new requests. Its open bookings stay for you to resolve.',
};

/**
 * Suspends or reinstates a person, with a reason they are told and the audit log keeps. Only
 * admin operators see the form; support sees the state.
 */
export function SuspensionCard({
  kind,
  id,
  name,
  suspendedAt,
  suspensionReason,
}: {
  kind: PersonKind;
  id: string;
  name: string;
  suspendedAt: string | null;
  suspensionReason: string | null;
}) {
  const isAdmin = useHasRole('admin');
  const suspended = suspendedAt !== null;
  const action = suspended ? 'reinstate' : 'suspend';
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ reason: string }, unknown, SuspensionBody>({
    resolver: zodResolver(suspensionBodySchema),
    defaultValues: { reason: '' },
  });
  const [asked, setAsked] = useState<SuspensionBody | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useSuspension();

  const confirm = async () => {
    if (!asked) return;
    try {
      const answer = await change.mutateAsync({ action, type: kind, id, reason: asked.reason });
      toast.success(answer.message ?? (suspended ? 'Reinstated' : 'Suspended'));
      setAsked(null);
      reset({ reason: '' });
    } catch (error) {
      setProblem(userErrorMessage(error, 'That did not work.'));
    }
  };

  return (
    <section
      aria-labelledby="suspension-heading"
      className={`rounded-xl border p-4 ${suspended ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white'}`}
    >
      <h2 id="suspension-heading" className="text-lg font-semibold">
        {suspended ? 'Suspended' : 'Suspension'}
      </h2>
      {suspended ? (
        <p className="mt-1 text-sm">
          Since {formatInstant(suspendedAt)}: {suspensionReason ?? 'no reason recorded'}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{effects[kind]}</p>
      )}
      {isAdmin ? (
        <form
          noValidate
          aria-label={suspended ? 'Reinstate' : 'Suspend'}
          className="mt-3 grid gap-3"
          onSubmit={(event) =>
            void handleSubmit((values) => {
              setProblem(null);
              setAsked(values);
            })(event)
          }
        >
          <TextAreaField
            label={suspended ? 'Reason for reinstating' : 'Reason for suspending'}
            hint="They are told it; the audit log keeps it."
            error={errors.reason?.message}
            {...register('reason')}
          />
          <div>
            <Button type="submit" variant={suspended ? 'primary' : 'secondary'}>
              {suspended ? 'Reinstate…' : 'Suspend…'}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-3 text-sm text-slate-600">Only an admin can suspend or reinstate.</p>
      )}
      <Dialog
        open={asked !== null}
        onClose={() => !change.isPending && setAsked(null)}
        title={suspended ? `Reinstate ${name}?` : `Suspend ${name}?`}
        description={suspended ? 'They can book or be booked again at once.' : effects[kind]}
      >
        <p className="text-sm">Reason: {asked?.reason}</p>
        <InlineAlert message={problem} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setAsked(null)} disabled={change.isPending}>
            Go back
          </Button>
          <Button onClick={() => void confirm()} disabled={change.isPending}>
            {change.isPending ? 'Saving…' : suspended ? 'Confirm reinstate' : 'Confirm suspend'}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
