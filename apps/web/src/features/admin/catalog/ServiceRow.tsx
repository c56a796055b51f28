import { adminCatalogContracts as calls, type AdminCatalogService } from '@care/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { callForResponse } from '../../../lib/call';
import { ServiceForm } from './CatalogForms';
import type { CatalogConfirmation } from './ConfirmCatalogDialog';

interface ServiceRowProps {
  service: AdminCatalogService;
  first: boolean;
  last: boolean;
  busy: boolean;
  move: (by: -1 | 1) => void;
  confirm: (confirmation: CatalogConfirmation) => void;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** One service: what it is, how much uses it, and what the operator may do with it. */
export function ServiceRow({ service, first, last, busy, move, confirm }: ServiceRowProps) {
  const [editing, setEditing] = useState(false);
  const { name } = service;
  // Any offering, withdrawn ones too, keeps the row: bookings name it.
  const inUse = service.offerings > 0;

  if (editing) {
    return (
      <tr>
        <td colSpan={6} className="py-3">
          <ServiceForm
            title={`Edit ${name}`}
            submitLabel="Save"
            defaults={{ name, description: service.description }}
            save={(values) =>
              callForResponse(calls.updateService, { params: { id: service.id }, body: values })
            }
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        </td>
      </tr>
    );
  }

  const retireOrRestore = () =>
    confirm(
      service.isActive
        ? {
            title: `Retire ${name}?`,
            description: `It leaves the public catalog and cannot be offered anew. ${
              inUse
                ? `The ${plural(service.activeOfferings, 'offering')} of it and its ${plural(service.bookings, 'booking')} go on.`
                : 'Nobody offers it yet.'
            } You can restore it at any time.`,
            confirmLabel: 'Retire service',
            send: (reason) =>
              callForResponse(calls.retireService, {
                params: { id: service.id },
                body: { reason },
              }),
          }
        : {
            title: `Restore ${name}?`,
            description: 'Sellers can offer it again, and families see it in the catalog.',
            confirmLabel: 'Restore service',
            send: (reason) =>
              callForResponse(calls.restoreService, {
                params: { id: service.id },
                body: { reason },
              }),
          },
    );
  const remove = () =>
    confirm({
      title: `Delete ${name}?`,
      description: 'Nobody offers it, so it is removed for good.',
      confirmLabel: 'Delete service',
      send: () => callForResponse(calls.deleteService, { params: { id: service.id } }),
    });

  return (
    <tr className={service.isActive ? '' : 'text-slate-500'}>
      <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
        {name}
      </th>
      <td className="py-2 pr-3">{service.description ?? '—'}</td>
      <td className="py-2 pr-3 whitespace-nowrap">
        {service.activeOfferings}
        {service.offerings > service.activeOfferings
          ? ` (+${service.offerings - service.activeOfferings} withdrawn)`
          : ''}
      </td>
      <td className="py-2 pr-3">{service.bookings}</td>
      <td className="py-2 pr-3">
        {service.isActive ? (
          <StatusBadge tone="success">Active</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Retired</StatusBadge>
        )}
      </td>
      <td className="py-1">
        <div className="flex justify-end gap-1">
          <Button variant="ghost" aria-label={`Edit ${name}`} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button
            variant="ghost"
            aria-label={`Move ${name} up`}
            disabled={first || busy}
            onClick={() => move(-1)}
          >
            ↑
          </Button>
          <Button
            variant="ghost"
            aria-label={`Move ${name} down`}
            disabled={last || busy}
            onClick={() => move(1)}
          >
            ↓
          </Button>
          <Button
            variant="secondary"
            aria-label={`${service.isActive ? 'Retire' : 'Restore'} ${name}`}
            onClick={retireOrRestore}
          >
            {service.isActive ? 'Retire' : 'Restore'}
          </Button>
          {inUse ? null : (
            <Button variant="secondary" aria-label={`Delete ${name}`} onClick={remove}>
              Delete
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
