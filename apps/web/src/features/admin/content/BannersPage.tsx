import type { AdminBanner } from '@care/shared';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/Button';
import { useConfirm } from '../../../components/ui/alertContext';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAdminBanners, useBannerChange, type BannerChange } from '../api/content';
import { useHasRole } from '../api/operator';
import { BannerDialog } from './BannerDialog';

const cell = 'px-3 py-2 align-middle';
const rowButton = 'min-h-11 min-w-11 rounded-lg px-2 font-semibold disabled:opacity-40';

/** The ids with the banner at `index` swapped with its neighbour `by` places away. */
export function movedOrder(banners: AdminBanner[], index: number, by: -1 | 1): string[] {
  const ids = banners.map((banner) => banner.id);
  const other = index + by;
  if (other < 0 || other >= ids.length) return ids;
  [ids[index], ids[other]] = [ids[other]!, ids[index]!];
  return ids;
}

/** The home page's banners in their order: move, show or hide, edit, add and delete. */
export function BannersPage() {
  const banners = useAdminBanners();
  const change = useBannerChange();
  const canWrite = useHasRole('admin');
  const confirm = useConfirm();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);

  const run = (what: BannerChange) =>
    change.mutate(what, {
      onSuccess: (answer) => toast.success(answer.message ?? 'Saved'),
      onError: (error) => toast.error(error.message),
    });
  const remove = async (banner: AdminBanner) => {
    const sure = await confirm(`Delete the banner "${banner.title}"? This cannot be undone.`, {
      confirmLabel: 'Delete',
    });
    if (sure) run({ kind: 'delete', id: banner.id });
  };

  const list = banners.data ?? [];
  return (
    <section aria-labelledby="banners-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="banners-heading" className="text-2xl font-bold">
          Banners
        </h1>
        {canWrite ? (
          <Button className="ml-auto" onClick={() => setEditing('new')}>
            Add banner
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Shown banners appear on the home page in this order; changes show there at once.
      </p>

      <div className="mt-4">
        {banners.isError ? (
          <p role="alert" className="text-red-700">
            {banners.error.message}
          </p>
        ) : !banners.data ? (
          <div className="space-y-2" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
            No banners yet. The home page shows none until one is added.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">Banners, in home page order</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className={cell}>
                    Order
                  </th>
                  <th scope="col" className={cell}>
                    Image
                  </th>
                  <th scope="col" className={cell}>
                    Banner
                  </th>
                  <th scope="col" className={cell}>
                    Link
                  </th>
                  <th scope="col" className={cell}>
                    On the home page
                  </th>
                  <th scope="col" className={cell}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.map((banner, index) => (
                  <tr key={banner.id}>
                    <td className={`${cell} whitespace-nowrap`}>
                      <span className="mr-1 inline-block w-5 text-slate-500">{index + 1}</span>
                      {canWrite ? (
                        <>
                          <button
                            type="button"
                            className={`${rowButton} text-slate-700 hover:bg-slate-100`}
                            aria-label={`Move ${banner.title} up`}
                            disabled={index === 0 || change.isPending}
                            onClick={() =>
                              run({ kind: 'reorder', ids: movedOrder(list, index, -1) })
                            }
                          >
                            ↑
                          </button>
                          <button
                            type="button"
                            className={`${rowButton} text-slate-700 hover:bg-slate-100`}
                            aria-label={`Move ${banner.title} down`}
                            disabled={index === list.length - 1 || change.isPending}
                            onClick={() =>
                              run({ kind: 'reorder', ids: movedOrder(list, index, 1) })
                            }
                          >
                            ↓
                          </button>
                        </>
                      ) : null}
                    </td>
                    <td className={cell}>
                      {banner.image ? (
                        <img
                          src={banner.image.card}
                          alt=""
                          className="aspect-video w-24 rounded-md object-cover"
                        />
                      ) : (
                        <span className="text-slate-400">None</span>
                      )}
                    </td>
                    <td className={cell}>
                      <p className="font-medium text-slate-900">{banner.title}</p>
                      {banner.subtitle ? <p className="text-slate-600">{banner.subtitle}</p> : null}
                    </td>
                    <td className={`${cell} font-mono text-xs break-all text-slate-600`}>
                      {banner.link ?? '—'}
                    </td>
                    <td className={cell}>
                      {canWrite ? (
                        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                          <input
                            type="checkbox"
                            role="switch"
                            className="size-5 accent-brand-700"
                            checked={banner.isActive}
                            disabled={change.isPending}
                            aria-label={`Show ${banner.title} on the home page`}
                            onChange={(event) =>
                              run({
                                kind: event.target.checked ? 'activate' : 'deactivate',
                                id: banner.id,
                              })
                            }
                          />
                          <span>{banner.isActive ? 'Shown' : 'Hidden'}</span>
                        </label>
                      ) : banner.isActive ? (
                        'Shown'
                      ) : (
                        'Hidden'
                      )}
                    </td>
                    <td className={`${cell} text-right whitespace-nowrap`}>
                      {canWrite ? (
                        <>
                          <button
                            type="button"
                            className={`${rowButton} px-3 text-brand-800 hover:bg-brand-50`}
                            aria-label={`Edit ${banner.title}`}
                            onClick={() => setEditing(banner)}
                          >
                            Edit
                          </button>
                          <button
                            type="button"
                            className={`${rowButton} px-3 text-red-700 hover:bg-red-50`}
                            aria-label={`Delete ${banner.title}`}
                            disabled={change.isPending}
                            onClick={() => void remove(banner)}
                          >
                            Delete
                          </button>
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      <BannerDialog
        open={editing !== null}
        banner={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
