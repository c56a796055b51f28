import {
  adminCatalogContracts as calls,
  type AdminCatalogCategory,
  type AdminCatalogService,
} from '@care/shared';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/Button';
import { InlineAlert } from '../../../components/ui/InlineAlert';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { callForResponse } from '../../../lib/call';
import { useCatalogChange } from '../api/catalog';
import { CategoryNameForm, ServiceForm } from './CatalogForms';
import type { CatalogConfirmation } from './ConfirmCatalogDialog';
import { ServiceRow } from './ServiceRow';

/** `ids` with the one at `index` moved one place up (-1) or down (+1). */
export function moved(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + by, 0, id!);
  return next;
}

interface CategoryCardProps {
  category: AdminCatalogCategory;
  /** Every category's id in order, to send a move. */
  order: readonly string[];
  confirm: (confirmation: CatalogConfirmation) => void;
}

/** One care category: its name, place and state, and its services below. */
export function CategoryCard({ category, order, confirm }: CategoryCardProps) {
  const [renaming, setRenaming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const move = useCatalogChange();
  const index = order.indexOf(category.id);
  const headingId = `category-${category.id}`;
  const { name } = category;

  const send = (run: () => ReturnType<typeof move.mutateAsync>) => {
    setProblem(null);
    run()
      .then((answer) => toast.success(answer.message ?? 'Saved'))
      .catch((error: unknown) =>
        setProblem(error instanceof Error ? error.message : 'That did not work. Try again.'),
      );
  };
  const moveCategory = (by: -1 | 1) =>
    send(() =>
      move.mutateAsync(() =>
        callForResponse(calls.reorderCategories, { body: { ids: moved(order, index, by) } }),
      ),
    );
  const moveService = (position: number, by: -1 | 1) =>
    send(() =>
      move.mutateAsync(() =>
        callForResponse(calls.reorderServices, {
          body: {
            categoryId: category.id,
            ids: moved(
              category.services.map((s) => s.id),
              position,
              by,
            ),
          },
        }),
      ),
    );

  const retireOrRestore = () =>
    confirm(
      category.isActive
        ? {
            title: `Retire ${name}?`,
            description:
              'It leaves the public catalog and the listing filters, and its services cannot be offered anew. Sellers who offer them keep their offerings, and bookings go on. You can restore it at any time.',
            confirmLabel: 'Retire category',
            send: (reason) =>
              callForResponse(calls.retireCategory, {
                params: { id: category.id },
                body: { reason },
              }),
          }
        : {
            title: `Restore ${name}?`,
            description: 'It comes back to the public catalog and the listing filters.',
            confirmLabel: 'Restore category',
            send: (reason) =>
              callForResponse(calls.restoreCategory, {
                params: { id: category.id },
                body: { reason },
              }),
          },
    );
  const remove = () =>
    confirm({
      title: `Delete ${name}?`,
      description: 'It has no services, so it is removed for good.',
      confirmLabel: 'Delete category',
      send: () => callForResponse(calls.deleteCategory, { params: { id: category.id } }),
    });

  return (
    <li
      aria-labelledby={headingId}
      className={`rounded-2xl border bg-white p-4 sm:p-5 ${category.isActive ? 'border-slate-200' : 'border-dashed border-slate-300 bg-slate-50'}`}
    >
      {renaming ? (
        <CategoryNameForm
          title={`Rename ${name}`}
          label={`New name for ${name}`}
          submitLabel="Save name"
          defaultName={name}
          save={(next) =>
            callForResponse(calls.renameCategory, {
              params: { id: category.id },
              body: { name: next },
            })
          }
          onSaved={() => setRenaming(false)}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {name}
          </h2>
          {category.isActive ? null : <StatusBadge tone="neutral">Retired</StatusBadge>}
          <div className="ml-auto flex flex-wrap gap-1">
            <Button variant="ghost" aria-label={`Rename ${name}`} onClick={() => setRenaming(true)}>
              Rename
            </Button>
            <Button
              variant="ghost"
              aria-label={`Move ${name} up`}
              disabled={index <= 0 || move.isPending}
              onClick={() => moveCategory(-1)}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              aria-label={`Move ${name} down`}
              disabled={index >= order.length - 1 || move.isPending}
              onClick={() => moveCategory(1)}
            >
              ↓
            </Button>
            <Button
              variant="secondary"
              aria-label={`${category.isActive ? 'Retire' : 'Restore'} ${name}`}
              onClick={retireOrRestore}
            >
              {category.isActive ? 'Retire' : 'Restore'}
            </Button>
            {category.services.length === 0 ? (
              <Button variant="secondary" aria-label={`Delete ${name}`} onClick={remove}>
                Delete
              </Button>
            ) : null}
          </div>
        </div>
      )}
      {category.isActive ? null : (
        <p className="mt-1 text-sm text-slate-600">
          Families do not see this category or its services; existing offerings and bookings go on.
        </p>
      )}
      <InlineAlert message={problem} className="mt-2" />

      <ServicesTable
        category={category}
        busy={move.isPending}
        moveService={moveService}
        confirm={confirm}
      />

      <div className="mt-4 border-t border-slate-100 pt-4">
        <ServiceForm
          title={`Add a service to ${name}`}
          submitLabel="Add service"
          save={(values) =>
            callForResponse(calls.createService, { body: { categoryId: category.id, ...values } })
          }
        />
      </div>
    </li>
  );
}

function ServicesTable(props: {
  category: AdminCatalogCategory;
  busy: boolean;
  moveService: (position: number, by: -1 | 1) => void;
  confirm: (confirmation: CatalogConfirmation) => void;
}) {
  const { category } = props;
  if (category.services.length === 0) {
    return <p className="mt-3 text-sm text-slate-600">No services yet.</p>;
  }
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Services of {category.name}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Service
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Description
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Offerings
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Bookings
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Status
            </th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {category.services.map((service: AdminCatalogService, position) => (
            <ServiceRow
              key={service.id}
              service={service}
              first={position === 0}
              last={position === category.services.length - 1}
              busy={props.busy}
              move={(by) => props.moveService(position, by)}
              confirm={props.confirm}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
