import { adminCatalogContracts as calls } from '@care/shared';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { callForResponse } from '../../../lib/call';
import { useAdminCatalog } from '../api/catalog';
import { useOperator } from '../api/operator';
import { AdminOnlyNotice } from '../components/AdminOnlyNotice';
import { CategoryNameForm } from './CatalogForms';
import { CategoryCard } from './CategoryCard';
import { ConfirmCatalogDialog, type CatalogConfirmation } from './ConfirmCatalogDialog';

/**
 * The care categories and their services, as families find them: add, rename in place, move
 * up and down, retire and restore, with how many offerings and bookings use each service.
 * Admin operators only.
 */
export function CatalogPage() {
  const operator = useOperator();
  const isAdmin = operator.data?.role === 'admin';
  const catalog = useAdminCatalog(isAdmin);
  const [confirmation, setConfirmation] = useState<CatalogConfirmation | null>(null);

  if (operator.data && !isAdmin) return <AdminOnlyNotice title="Catalog" />;
  const categories = catalog.data?.categories;
  const order = categories?.map((category) => category.id) ?? [];

  return (
    <section aria-labelledby="catalog-heading">
      <h1 id="catalog-heading" className="text-2xl font-bold">
        Catalog
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        The care categories and services families choose from, in the order they see them. Retiring
        takes an item out of the public catalog and the filters; sellers who offer it keep their
        offerings and bookings go on. Only a service nobody offers can be deleted.
      </p>

      <div className="mt-4 max-w-xl rounded-2xl border border-slate-200 bg-white p-4">
        <CategoryNameForm
          title="Add a category"
          label="New category"
          submitLabel="Add category"
          save={(name) => callForResponse(calls.createCategory, { body: { name } })}
        />
      </div>

      {catalog.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {catalog.error.message}
        </p>
      ) : !categories ? (
        <div className="mt-6 space-y-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-40 w-full" />
          ))}
        </div>
      ) : categories.length === 0 ? (
        <p className="mt-6 text-slate-600">No categories yet. Add the first one above.</p>
      ) : (
        <ol aria-label="Categories" className="mt-6 space-y-4">
          {categories.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              order={order}
              confirm={setConfirmation}
            />
          ))}
        </ol>
      )}

      {confirmation ? (
        <ConfirmCatalogDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
      ) : null}
    </section>
  );
}
