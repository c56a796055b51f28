import {
  formatPaise,
  type BookingHistoryEvent,
  type BookingLedgerLine,
  type BookingNotification,
} from '@care/shared';
import { formatInstant } from '../components/formatting';
import { statusLabels } from './BookingsTable';

const actorNames: Record<BookingHistoryEvent['actorType'], string> = {
  Customer: 'Family',
  Provider: 'Caregiver',
  Company: 'Company',
  Admin: 'Operator',
  System: 'System',
};

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Every status the booking took, oldest first: from what, to what, who and when. */
export function BookingHistory({ events }: { events: BookingHistoryEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">No history recorded.</p>;
  return (
    <ol aria-label="Status history" className="relative space-y-4 border-l-2 border-slate-200 pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.65rem] size-3 rounded-full bg-brand-700"
          />
          <p className="font-medium">
            {event.fromStatus ? `${statusLabels[event.fromStatus]} → ` : 'Requested: '}
            {statusLabels[event.toStatus]}
          </p>
          <p className="text-sm text-slate-600">
            {actorNames[event.actorType]}
            {event.actorLabel ? ` ${event.actorLabel}` : ''} ·{' '}
            <time dateTime={event.createdAt}>{formatInstant(event.createdAt)}</time>
          </p>
          {event.note ? <p className="text-sm">“{event.note}”</p> : null}
        </li>
      ))}
    </ol>
  );
}

const recipients: Record<BookingNotification['recipientKind'], string> = {
  Customer: 'Family',
  Provider: 'Caregiver',
  Company: 'Company',
  Operator: 'Operator',
  Relative: 'Relative',
};

/** What the booking told the family and the caregiver, and whether each SMS went. */
export function BookingMessages({ messages }: { messages: BookingNotification[] }) {
  if (messages.length === 0) return <p className="text-sm text-slate-600">No messages sent.</p>;
  return (
    <ul aria-label="Messages" className="divide-y divide-slate-100">
      {messages.map((message) => (
        <li key={message.id} className="py-2 text-sm">
          <p className="flex flex-wrap gap-x-2 text-slate-600">
            <span className="font-medium text-slate-800">
              To {recipients[message.recipientKind]} ({message.mobile})
            </span>
            <span>SMS {message.smsStatus.toLowerCase()}</span>
            <time dateTime={message.createdAt}>{formatInstant(message.createdAt)}</time>
          </p>
          <p className="mt-0.5">{message.text}</p>
        </li>
      ))}
    </ul>
  );
}

const accountNames: Record<string, string> = {
  WALLET: 'Family wallet',
  HELD: 'Held for the booking',
  EARNINGS: 'Caregiver earnings',
  COMMISSION: 'Commission',
  GST_PAYABLE: 'GST payable',
};

/** The ledger lines naming the booking: money into (+) or out of (−) each account. */
export function LedgerLines({ lines }: { lines: BookingLedgerLine[] }) {
  if (lines.length === 0) return <p className="text-sm text-slate-600">No money has moved.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">Ledger lines</caption>
        <thead>
          <tr className="text-left text-xs text-slate-600 uppercase">
            <th scope="col" className="py-2 pr-3">
              When
            </th>
            <th scope="col" className="py-2 pr-3">
              Entry
            </th>
            <th scope="col" className="py-2 pr-3">
              Account
            </th>
            <th scope="col" className="py-2 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((line) => (
            <tr key={line.id}>
              <td className="py-2 pr-3 whitespace-nowrap text-slate-600">
                {formatInstant(line.createdAt)}
              </td>
              <td className="py-2 pr-3">{line.description}</td>
              <td className="py-2 pr-3">{accountNames[line.account] ?? line.account}</td>
              <td
                className={`py-2 text-right tabular-nums ${line.amount < 0 ? 'text-red-700' : 'text-green-800'}`}
              >
                {line.amount < 0 ? '−' : '+'}
                {formatPaise(Math.abs(line.amount))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
