import { zodResolver } from '@hookform/resolvers/zod';
import {
  peopleSearchQuerySchema,
  personKinds,
  type PersonKind,
  type PersonRow,
} from '@care/shared';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Pagination } from '../../../components/ui/Pagination';
import { SelectField } from '../../../components/ui/SelectField';
import { Skeleton } from '../../../components/ui/Skeleton';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { TextField } from '../../../components/ui/TextField';
import { usePeopleSearch } from '../api/people';
import { formatInstant } from '../components/formatting';
import { familyPath, sellerPath } from '../bookings/BookingsTable';

export const kindNames: Record<PersonKind, string> = {
  Customer: 'Family',
  Provider: 'Caregiver',
  Company: 'Company',
};
const kindOptions = personKinds.map((kind) => ({ value: kind, label: kindNames[kind] }));
const searchSchema = peopleSearchQuerySchema.pick({ q: true, kind: true });
type SearchInput = { q?: unknown; kind?: unknown };
type SearchOutput = { q?: string | undefined; kind?: PersonKind | undefined };

const PAGE_SIZE = 20;

export const personPath = (person: { kind: PersonKind; id: string }) =>
  person.kind === 'Customer' ? familyPath(person.id) : sellerPath(person);

/** Families, caregivers and companies, found by part of a name or of a mobile number. */
export function PeoplePage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const kind = (personKinds as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as PersonKind)
    : undefined;
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const people = usePeopleSearch({
    ...(q ? { q } : {}),
    ...(kind ? { kind } : {}),
    page,
    limit: PAGE_SIZE,
  });

  const search = (values: SearchOutput) => {
    const next = new URLSearchParams();
    if (values.q) next.set('q', values.q);
    if (values.kind) next.set('kind', values.kind);
    setParams(next);
  };

  return (
    <section aria-labelledby="people-heading">
      <h1 id="people-heading" className="text-2xl font-bold">
        People
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Families, caregivers and companies. Open one to see their record, or to suspend them.
      </p>
      {/* A new address (Back, a link) starts the form from it. */}
      <SearchForm key={`${q}|${kind ?? ''}`} q={q} kind={kind} onSearch={search} />

      <div className="mt-4" aria-busy={people.isFetching}>
        {people.isError ? (
          <p role="alert" className="text-red-700">
            {people.error.message}
          </p>
        ) : !people.data ? (
          <div className="space-y-2">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : people.data.people.length === 0 ? (
          <p className="text-slate-600">Nobody matches this search.</p>
        ) : (
          <>
            <PeopleTable people={people.data.people} />
            <div className="mt-4">
              <Pagination
                label="People pages"
                page={people.data.pagination.page}
                totalPages={people.data.pagination.totalPages}
                disabled={people.isPlaceholderData}
                onPageChange={(next) => {
                  const moved = new URLSearchParams(params);
                  moved.set('page', String(next));
                  setParams(moved);
                }}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function SearchForm({
  q,
  kind,
  onSearch,
}: {
  q: string;
  kind: PersonKind | undefined;
  onSearch: (values: SearchOutput) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SearchInput, unknown, SearchOutput>({
    resolver: zodResolver(searchSchema),
    defaultValues: { q, kind: kind ?? '' },
  });
  return (
    <form
      noValidate
      role="search"
      aria-label="Search people"
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[1fr_12rem_auto]"
    >
      <TextField
        label="Name or mobile"
        type="search"
        error={errors.q?.message}
        {...register('q')}
      />
      <SelectField
        label="Kind"
        placeholder="Everyone"
        options={kindOptions}
        error={errors.kind?.message}
        {...register('kind')}
      />
      <div className="flex items-end">
        <Button type="submit" className="w-full">
          Search
        </Button>
      </div>
    </form>
  );
}

function PeopleTable({ people }: { people: PersonRow[] }) {
  const cell = 'px-3 py-2 align-top';
  const head = 'px-3 py-2 text-left text-xs font-semibold uppercase text-slate-600';
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">People found</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={head}>
              Name
            </th>
            <th scope="col" className={head}>
              Kind
            </th>
            <th scope="col" className={head}>
              Mobile
            </th>
            <th scope="col" className={head}>
              Status
            </th>
            <th scope="col" className={head}>
              Joined
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {people.map((person) => (
            <tr key={`${person.kind}:${person.id}`}>
              <td className={cell}>
                <Link
                  to={personPath(person)}
                  className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
                >
                  {person.name ?? 'No name yet'}
                </Link>
              </td>
              <td className={cell}>{kindNames[person.kind]}</td>
              <td className={`${cell} tabular-nums`}>{person.mobile}</td>
              <td className={cell}>
                <PersonStatus person={person} />
              </td>
              <td className={`${cell} text-slate-600`}>{formatInstant(person.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const verificationTones = { PENDING: 'warning', VERIFIED: 'success', REJECTED: 'neutral' } as const;

export function PersonStatus({
  person,
}: {
  person: { suspendedAt: string | null; verificationStatus?: PersonRow['verificationStatus'] };
}) {
  return (
    <span className="flex flex-wrap gap-1">
      {person.suspendedAt ? <StatusBadge tone="danger">Suspended</StatusBadge> : null}
      {person.verificationStatus ? (
        <StatusBadge tone={verificationTones[person.verificationStatus]}>
          {person.verificationStatus.charAt(0) + person.verificationStatus.slice(1).toLowerCase()}
        </StatusBadge>
      ) : null}
      {!person.suspendedAt && !person.verificationStatus ? (
        <StatusBadge tone="success">Active</StatusBadge>
      ) : null}
    </span>
  );
}
