import type { OperatorCareRecord } from '@care/shared';
import { CareJournalDays } from './CareJournalDays';
import { CareProfileFacts } from './CareProfileFacts';

/** What a read of the care record answered: the profile, then the journal day by day. */
export function CareRecordView({ record }: { record: OperatorCareRecord }) {
  const { booking } = record.journal;
  return (
    <div className="space-y-4">
      <section aria-labelledby="care-profile-heading">
        <h3 id="care-profile-heading" className="mb-2 font-semibold">
          Care profile of {booking.memberName}
        </h3>
        <CareProfileFacts profile={record.profile} />
      </section>
      <section aria-labelledby="care-journal-heading">
        <h3 id="care-journal-heading" className="mb-2 font-semibold">
          Journal by {booking.caregiverName}
        </h3>
        <CareJournalDays days={record.journal.days} />
      </section>
    </div>
  );
}
