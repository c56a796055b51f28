import { zodResolver } from '@hookform/resolvers/zod';
import { operatorCareReadBodySchema, type OperatorCareRecord } from '@care/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { userErrorMessage } from '../../../lib/errorMessage';
import { useReadCareRecord } from '../api/careRecord';
import { Section } from './BookingRecords';
import { CareRecordView } from './CareRecordView';

/**
 * A booking's care profile and journal, read only when the operator asks and gives a reason:
 * each read is recorded, shown to the family with the reason and kept in the audit log.
 *
 * The answer lives in this component's state only, never in the TanStack Query cache: leaving
 * the page forgets it, and reading it again needs a new reason (and is recorded again). The
 * booking page keys this section by booking, so another booking never shows this one's record.
 */
export function CareRecordSection({ bookingId }: { bookingId: string }) {
  const [asking, setAsking] = useState(false);
  const [record, setRecord] = useState<OperatorCareRecord | null>(null);
  const read = useReadCareRecord();

  return (
    <Section title="Care record">
      <p className="text-sm text-slate-600">
        Care profiles and journals are health data. Reading one is recorded with your reason and
        shown to the family.
      </p>
      <div className="mt-3">
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {record ? 'Read care record again…' : 'Read care record…'}
        </Button>
      </div>
      <Dialog
        open={asking}
        onClose={() => !read.isPending && setAsking(false)}
        title="Read this booking’s care record?"
        description="The family will see that you read it and your reason; the audit log keeps it."
      >
        <ReasonForm
          pending={read.isPending}
          onCancel={() => setAsking(false)}
          onRead={async (reason) => {
            const answer = await read.mutateAsync({ bookingId, reason });
            setRecord(answer);
            setAsking(false);
          }}
        />
      </Dialog>
      {record ? (
        <div className="mt-4">
          <CareRecordView record={record} />
        </div>
      ) : null}
    </Section>
  );
}

/** The reason, checked by the call's own body schema; mounted afresh each time the dialog opens. */
function ReasonForm({
  pending,
  onCancel,
  onRead,
}: {
  pending: boolean;
  onCancel: () => void;
  onRead: (reason: string) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }, unknown, { reason: string }>({
    resolver: zodResolver(operatorCareReadBodySchema),
    defaultValues: { reason: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <form
      noValidate
      aria-label="Reason for reading the care record"
      className="grid gap-3"
      onSubmit={(event) =>
        void handleSubmit(async ({ reason }) => {
          setProblem(null);
          try {
            await onRead(reason);
          } catch (error) {
            setProblem(userErrorMessage(error, 'The care record could not be read.'));
          }
        })(event)
      }
    >
      <TextAreaField
        label="Reason"
        hint="10 to 300 characters, e.g. the family’s complaint you are looking into."
        error={errors.reason?.message}
        {...register('reason')}
      />
      <InlineAlert message={problem} className="" />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Go back
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Reading…' : 'Read care record'}
        </Button>
      </div>
    </form>
  );
}
