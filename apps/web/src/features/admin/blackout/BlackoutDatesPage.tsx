import { formatCalendarDate, todayInIndia, type BlackoutDate } from '@care/shared';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useBlackoutDates, useDeleteBlackoutDate } from '../api/blackout';
import { useOperator } from '../api/operator';
import { AdminOnlyNotice } from '../components/AdminOnlyNotice';
import { formatInstant } from '../components/formatting';
import { AddBlackoutForm } from './AddBlackoutForm';
import { blackoutKindLabels } from './kinds';

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });
/** "Mon, 26 Jan 2027": the weekday tells a long weekend at a glance. */
const dayText = (date: string) =>
  `${weekday.format(new Date(`${date}T00:00:00Z`))}, ${formatCalendarDate(date) ?? date}`;

/**
 * The blackout dates and long weekends the refund policy names. A booking touching one,
 * made after the day was listed, is refunded nothing when the family cancels it once the
 * caregiver has accepted; the refund policy page lists the coming ones. Admin operators only.
 */
export function BlackoutDatesPage() {
  const operator = useOperator();
  const isAdmin = operator.data?.role === 'admin';
  const dates = useBlackoutDates(isAdmin);
  const [removing, setRemoving] = useState<BlackoutDate | null>(null);

  if (operator.data && !isAdmin) return <AdminOnlyNotice title="Blackout dates" />;
  const today = todayInIndia();
  const all = dates.data?.dates;
  const coming = all?.filter((d) => d.date >= today) ?? [];
  const past = (all?.filter((d) => d.date < today) ?? []).reverse();

  return (
    <section aria-labelledby="blackout-heading">
      <h1 id="blackout-heading" className="text-2xl font-bold">
        Blackout dates
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Days the refund policy makes non-refundable. When a family cancels an accepted booking that
        touches one of them (listed before they booked), nothing is refunded, and the cancel dialog
        says why. The refund policy page lists the coming ones.
      </p>

      <div className="mt-4">
        <AddBlackoutForm />
      </div>

      {dates.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {dates.error.message}
        </p>
      ) : !all ? (
        <div className="mt-6 space-y-2" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : (
        <>
          <h2 className="mt-8 text-lg font-semibold">Coming</h2>
          {coming.length === 0 ? (
            <p className="mt-2 text-slate-600">No coming days are listed.</p>
          ) : (
            <DatesTable caption="Coming blackout dates" dates={coming} onRemove={setRemoving} />
          )}
          <details className="mt-8">
            <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold">
              Past ({past.length})
            </summary>
            {past.length === 0 ? (
              <p className="mt-2 text-slate-600">No past days.</p>
            ) : (
              <DatesTable caption="Past blackout dates" dates={past} onRemove={setRemoving} />
            )}
          </details>
        </>
      )}

      {removing ? <RemoveDialog day={removing} onClose={() => setRemoving(null)} /> : null}
    </section>
  );
}

function DatesTable(props: {
  caption: string;
  dates: BlackoutDate[];
  onRemove: (day: BlackoutDate) => void;
}) {
  return (
    <div className="mt-2 overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Kind
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Label
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Listed
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {props.dates.map((day) => (
            <tr key={day.id}>
              <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                {dayText(day.date)}
              </th>
              <td className="px-3 py-2">{blackoutKindLabels[day.kind]}</td>
              <td className="px-3 py-2">{day.label}</td>
              <td className="px-3 py-2 text-slate-600">{formatInstant(day.createdAt)}</td>
              <td className="px-3 py-1 text-right">
                <Button
                  variant="ghost"
                  aria-label={`Remove ${dayText(day.date)}`}
                  onClick={() => props.onRemove(day)}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RemoveDialog({ day, onClose }: { day: BlackoutDate; onClose: () => void }) {
  const remove = useDeleteBlackoutDate();
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () =>
    remove
      .mutateAsync(day.id)
      .then((answer) => {
        toast.success(answer.message ?? 'Blackout date removed');
        onClose();
      })
      .catch((error: unknown) =>
        setProblem(error instanceof Error ? error.message : 'The day could not be removed.'),
      );

  return (
    <Dialog
      open
      onClose={() => !remove.isPending && onClose()}
      title={`Remove ${dayText(day.date)}?`}
      description={`${day.label} (${blackoutKindLabels[day.kind].toLowerCase()}). Bookings touching this day are refunded by the usual tiers again.`}
    >
      <InlineAlert message={problem} className="mt-0" />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {problem ? 'Close' : 'Cancel'}
        </Button>
        <Button onClick={() => void confirm()} disabled={remove.isPending || Boolean(problem)}>
          {remove.isPending ? 'Removing…' : 'Remove day'}
        </Button>
      </div>
    </Dialog>
  );
}
