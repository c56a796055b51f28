import type { AdminBanner, CreateBannerBody, UpdateBannerBody } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { cacheTags } from '../../lib/public-cache.ts';
import { recordAudit } from '../audit/record.ts';
import { createCoverStore } from '../photos/store.ts';
import * as repo from './operator-banners.repository.ts';
import type { OperatorContentDeps } from './operator-blogs.service.ts';
import { bannerAuditView, sameView, toAdminBanner } from './operator-views.ts';

type Operator = Parameters<typeof recordAudit>[1];

export const bannerMessages = {
  orderChanged: 'The banners changed while you were ordering them. Reload the list and try again.',
  repeated: 'Each banner can appear only once in the order',
};

/** The order as the audit log shows it: titles a person can read, with the ids behind them. */
const orderView = (rows: repo.BannerRow[]) => rows.map(({ id, title }) => ({ id, title }));

/**
 * The home page's banners: words, link, picture, order and on/off. Every change is one
 * transaction with its audit entry, and empties the public cache once it has committed (the
 * home page shows the change on its next read).
 */
export function createOperatorBannerService({ db, storage, log, cache }: OperatorContentDeps) {
  const pictures = createCoverStore({ storage, log });
  const shown = () => cache.invalidate(cacheTags.content);

  async function lockOrThrow(tx: Executor, id: string): Promise<repo.BannerRow> {
    const row = await repo.lockBanner(tx, id);
    if (!row) throw notFound('Banner');
    return row;
  }

  /** A change to one banner, logged with its before and after unless it changed nothing. */
  async function change(
    operator: Operator,
    id: string,
    action: string,
    reason: string | undefined,
    values: (before: repo.BannerRow) => repo.BannerWrite,
  ): Promise<AdminBanner> {
    const { before, after } = await db.transaction(async (tx) => {
      const before = await lockOrThrow(tx, id);
      const wanted = values(before);
      const differs = Object.entries(wanted).some(
        ([key, value]) => before[key as keyof repo.BannerRow] !== value,
      );
      if (!differs) return { before, after: before };
      const after = await repo.updateBanner(tx, id, wanted);
      if (!sameView(bannerAuditView(before), bannerAuditView(after))) {
        await recordAudit(tx, operator, {
          action,
          entityType: 'banner',
          entityId: id,
          before: bannerAuditView(before),
          after: bannerAuditView(after),
          reason,
        });
      }
      return { before, after };
    });
    if (before !== after) shown();
    return toAdminBanner(after);
  }

  return {
    async list(): Promise<AdminBanner[]> {
      return (await repo.listBanners(db)).map(toAdminBanner);
    },

    async create(operator: Operator, body: CreateBannerBody): Promise<AdminBanner> {
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertBanner(tx, {
          title: body.title,
          subtitle: body.subtitle ?? null,
          link: body.link ?? null,
          isActive: body.isActive,
          sortOrder: await repo.nextSortOrder(tx),
        });
        await recordAudit(tx, operator, {
          action: 'banner.create',
          entityType: 'banner',
          entityId: created.id,
          before: null,
          after: bannerAuditView(created),
          reason: body.reason,
        });
        return created;
      });
      shown();
      return toAdminBanner(row);
    },

    update: (operator: Operator, id: string, body: UpdateBannerBody) =>
      change(operator, id, 'banner.update', body.reason, () => ({
        title: body.title,
        subtitle: body.subtitle ?? null,
        link: body.link ?? null,
      })),

    activate: (operator: Operator, id: string, reason?: string) =>
      change(operator, id, 'banner.activate', reason, () => ({ isActive: true })),

    deactivate: (operator: Operator, id: string, reason?: string) =>
      change(operator, id, 'banner.deactivate', reason, () => ({ isActive: false })),

    /**
     * Puts every banner in the given order. The list must name each banner exactly once: one
     * added or deleted by someone else meanwhile is a 409, so nothing is ordered half-way.
     */
    async reorder(operator: Operator, ids: string[], reason?: string): Promise<AdminBanner[]> {
      if (new Set(ids).size !== ids.length) {
        throw new AppError('VALIDATION_ERROR', 400, bannerMessages.repeated, [
          { path: 'ids', message: bannerMessages.repeated },
        ]);
      }
      const rows = await db.transaction(async (tx) => {
        const current = await repo.lockAllBanners(tx);
        const known = new Set(current.map((row) => row.id));
        if (ids.length !== current.length || ids.some((id) => !known.has(id))) {
          throw conflict(bannerMessages.orderChanged);
        }
        const byId = new Map(current.map((row) => [row.id, row]));
        const reordered: repo.BannerRow[] = [];
        for (const [index, id] of ids.entries()) {
          const row = byId.get(id)!;
          reordered.push(
            row.sortOrder === index ? row : await repo.updateBanner(tx, id, { sortOrder: index }),
          );
        }
        if (!sameView(orderView(current), orderView(reordered))) {
          await recordAudit(tx, operator, {
            action: 'banner.reorder',
            entityType: 'banner',
            entityId: 'order',
            before: orderView(current),
            after: orderView(reordered),
            reason,
          });
        }
        return reordered;
      });
      shown();
      return rows.map(toAdminBanner);
    },

    async remove(operator: Operator, id: string, reason?: string): Promise<{ id: string }> {
      const removed = await db.transaction(async (tx) => {
        const before = await lockOrThrow(tx, id);
        await repo.deleteBanner(tx, id);
        await recordAudit(tx, operator, {
          action: 'banner.delete',
          entityType: 'banner',
          entityId: id,
          before: bannerAuditView(before),
          after: null,
          reason,
        });
        return before;
      });
      shown();
      await pictures.remove(removed.image);
      return { id };
    },

    /** As a blog cover: checked, resized to 16:9, swapped in with its audit entry. */
    async uploadImage(operator: Operator, id: string, bytes: Buffer): Promise<AdminBanner> {
      if (!(await repo.findBanner(db, id))) throw notFound('Banner');
      let updated: repo.BannerRow | undefined;
      await pictures.replace(bytes, 'image', 'Banner image', (stem) =>
        db.transaction(async (tx) => {
          const before = await lockOrThrow(tx, id);
          updated = await repo.updateBanner(tx, id, { image: stem });
          await recordAudit(tx, operator, {
            action: 'banner.image',
            entityType: 'banner',
            entityId: id,
            before: { image: before.image },
            after: { image: stem },
          });
          return before.image;
        }),
      );
      shown();
      return toAdminBanner(updated!);
    },
  };
}
