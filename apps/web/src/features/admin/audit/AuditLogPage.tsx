import type { AuditEntry, AuditLogQueryInput } from '@care/shared';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/Pagination';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAuditLog } from '../api/audit';
import { formatInstant } from '../components/formatting';

const FILTERS = ['action', 'entityType', 'entityId', 'from', 'to'] as const;

const fieldClasses =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-600 focus:outline-none';

/** Every operator action, newest first: who, what, on what, before and after, and why. */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const values: Partial<Record<(typeof FILTERS)[number], string>> = {};
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) values[name] = value;
  }
  const filter: AuditLogQueryInput = { ...values, page: Number(params.get('page') ?? '1') || 1 };
  const log = useAuditLog(filter);

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };

  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading" className="text-2xl font-bold">
        Audit log
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Every operator action, recorded with the action itself. Entries can never be changed.
      </p>
      <form
        onSubmit={applyFilters}
        className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6"
        aria-label="Filter the audit log"
      >
        <Filter label="Action" name="action" placeholder="booking.refund" value={values.action} />
        <Filter label="Entity" name="entityType" placeholder="booking" value={values.entityType} />
        <Filter label="Entity id" name="entityId" value={values.entityId} />
        <Filter label="From" name="from" type="date" value={values.from} />
        <Filter label="To" name="to" type="date" value={values.to} />
        <div className="flex items-end">
          <button
            type="submit"
            className="min-h-11 w-full rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white"
          >
            Filter
          </button>
        </div>
      </form>

      {log.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {log.error.message}
        </p>
      ) : !log.data ? (
        <div className="mt-6 space-y-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : log.data.entries.length === 0 ? (
        <p className="mt-6 text-slate-600">No operator actions match these filters.</p>
      ) : (
        <>
          <ol className="mt-6 space-y-2" aria-label="Audit entries">
            {log.data.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ol>
          <div className="mt-4">
            <Pagination
              page={log.data.pagination.page}
              totalPages={log.data.pagination.totalPages}
              disabled={log.isPlaceholderData}
              onPageChange={(page) => {
                const next = new URLSearchParams(params);
                next.set('page', String(page));
                setParams(next);
              }}
            />
          </div>
        </>
      )}
    </section>
  );
}

function Filter(props: {
  label: string;
  name: string;
  value: string | undefined;
  type?: string;
  placeholder?: string;
}) {
  return (
    <label className="block text-sm">
      <span className="font-medium text-slate-700">{props.label}</span>
      <input
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.value ?? ''}
        placeholder={props.placeholder}
        className={`mt-1 ${fieldClasses}`}
      />
    </label>
  );
}

const shown = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 2));

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-mono font-semibold">{entry.action}</span>
        <span className="text-slate-600">
          {entry.entityType} {entry.entityId}
        </span>
        <span className="ml-auto text-slate-600">
          <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt)}</time> ·{' '}
          {entry.actorMobile} ({entry.actorRole})
        </span>
      </div>
      {entry.reason ? <p className="mt-1">Reason: {entry.reason}</p> : null}
      {entry.before != null || entry.after != null ? (
        <details className="mt-1">
          <summary className="min-h-11 cursor-pointer py-2 text-brand-800">
            Before and after
          </summary>
          <div className="grid gap-2 sm:grid-cols-2">
            <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs">
              {shown(entry.before)}
            </pre>
            <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs">
              {shown(entry.after)}
            </pre>
          </div>
        </details>
      ) : null}
    </li>
  );
}
