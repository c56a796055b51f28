import type { Readable } from 'node:stream';
import {
  totalPages,
  type AdminSellersQuery,
  type Pagination,
  type SellerDocumentKind,
  type SellerDocument,
  type SellerForReview,
  type SellerKind,
} from '@care/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { cacheTags, type CacheInvalidator } from '../../lib/public-cache.ts';
import { recordAudit } from '../audit/record.ts';
import { notifyVerification } from '../notifications/service.ts';
import { documentSlugs } from '../registration/documents.ts';
import * as repo from './repository.ts';

/** The operator making the decision, as the audit log names them. */
type Operator = Parameters<typeof recordAudit>[1];

export interface VerificationDeps {
  db: Database;
  storage: FileStorage;
  /** A decision lists or unlists the seller: their public pages go. */
  cache: CacheInvalidator;
}

/** A verdict, and the submission (the seller's submittedAt as reviewed) it was made on. */
export type Decision = { submittedAt: string | null } & (
  { verdict: 'VERIFIED'; note: string | null } | { verdict: 'REJECTED'; reason: string }
);

/** A document ready to send: the bytes and what to call them. */
export interface DocumentFile {
  stream: Readable;
  mimeType: string;
  /** Made from the kind and the id only: the uploader's own file name never reaches a header. */
  filename: string;
}

/** Storage keys end in the extension of the sniffed type (see newStorageKey). */
export function documentFilename(upload: { id: string; kind: string; storageKey: string }): string {
  const extension = /\.([a-z0-9]{1,8})$/.exec(upload.storageKey)?.[1] ?? 'bin';
  const slug = documentSlugs[upload.kind as SellerDocumentKind] ?? 'document';
  return `${slug}-${upload.id}.${extension}`;
}

function toReview(
  type: SellerKind,
  row: repo.SellerReviewRow,
  documents: SellerDocument[],
): SellerForReview {
  const common = {
    id: row.id,
    mobile: row.mobile,
    email: row.email,
    address: row.address,
    pincode: row.pincode,
    verificationStatus: row.verificationStatus,
    rejectionReason: row.verificationNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    cancellationsByCaregiver: row.cancellationsByCaregiver,
    documents,
  };
  // Only sellers with a name are ever turned into a review (see listSellers and decide).
  const name = row.name ?? '';
  return type === 'Provider'
    ? { type, name, gender: row.gender, dob: row.dob, ...common }
    : { type, companyName: name, gst: row.gst, ...common };
}

/** What a decision changes, as the audit log keeps it: the submission it was made on too. */
const verificationOf = (row: repo.SellerReviewRow) => ({
  verificationStatus: row.verificationStatus,
  rejectionReason: row.verificationNote,
  submittedAt: row.submittedAt?.toISOString() ?? null,
});

/**
 * The operator's verification of sellers (providers and companies). Only VERIFIED sellers are
 * listed to families; the listing reads the status column itself, so a decision shows in the
 * listings as soon as it is committed (within LISTING_CACHE_SECONDS of a cached page); the
 * seller's public pages kept in this process are dropped then too.
 */
export function createVerificationService({ db, storage, cache }: VerificationDeps) {
  async function documentsOf(type: SellerKind, sellerIds: string[]) {
    const rows = await repo.listDocuments(db, type, sellerIds);
    const bySeller = new Map<string, SellerDocument[]>();
    for (const row of rows) {
      const list = bySeller.get(row.ownerId) ?? [];
      list.push({
        id: row.id,
        kind: row.kind,
        mimeType: row.mimeType,
        sizeBytes: row.sizeBytes,
        uploadedAt: row.createdAt.toISOString(),
      });
      bySeller.set(row.ownerId, list);
    }
    return bySeller;
  }

  async function open(
    upload: { id: string; kind: string; storageKey: string; mimeType: string } | undefined,
  ): Promise<DocumentFile> {
    if (!upload) throw notFound('Document');
    // A row whose file is gone (a failed write, a bucket restored from backup) is not found,
    // rather than an error the operator can do nothing about.
    const stream = await storage.read(upload.storageKey);
    if (!stream) throw notFound('Document');
    return { stream, mimeType: upload.mimeType, filename: documentFilename(upload) };
  }

  return {
    async listSellers(
      q: AdminSellersQuery,
    ): Promise<{ sellers: SellerForReview[]; pagination: Pagination }> {
      const { rows, total } = await repo.listSellers(db, q.type, q);
      const documents = await documentsOf(
        q.type,
        rows.map((row) => row.id),
      );
      return {
        sellers: rows.map((row) => toReview(q.type, row, documents.get(row.id) ?? [])),
        pagination: { page: q.page, limit: q.limit, total, totalPages: totalPages(total, q.limit) },
      };
    },

    /**
     * Verifies or rejects a seller. The decision log, the audit entry and the message to the
     * seller (an SMS with the reason of a rejection) are written in the same transaction as the
     * status, so none exists without the others. Asking for the state the seller is already in
     * changes nothing, logs nothing and sends nothing.
     */
    async decide(
      operator: Operator,
      type: SellerKind,
      sellerId: string,
      decision: Decision,
    ): Promise<{ seller: SellerForReview; changed: boolean }> {
      const note = decision.verdict === 'REJECTED' ? decision.reason : null;
      const { row, changed } = await db.transaction(async (tx) => {
        const current = await repo.lockSeller(tx, type, sellerId);
        if (!current) throw notFound(type);
        if (!current.name) {
          const what = type === 'Provider' ? 'this provider' : 'this company';
          throw conflict(
            `There is nothing to review yet: ${what} has not completed registration ` +
              '(no name or profile has been submitted)',
          );
        }
        // The seller sent something after the operator opened the review: decide on that instead.
        if ((current.submittedAt?.toISOString() ?? null) !== decision.submittedAt) {
          throw conflict(
            'This seller sent new details or documents while you were deciding. ' +
              'Review what they sent, then decide again.',
          );
        }
        if (current.verificationStatus === decision.verdict && current.verificationNote === note) {
          return { row: current, changed: false };
        }
        const updated = await repo.setVerification(tx, type, sellerId, {
          verificationStatus: decision.verdict,
          verificationNote: note,
        });
        if (!updated) throw notFound(type);
        const reason = decision.verdict === 'REJECTED' ? decision.reason : decision.note;
        await repo.insertDecision(tx, {
          sellerType: type,
          sellerId,
          adminId: operator.id,
          decision: decision.verdict,
          reason,
        });
        await recordAudit(tx, operator, {
          action: decision.verdict === 'VERIFIED' ? 'seller.verify' : 'seller.reject',
          entityType: type.toLowerCase(),
          entityId: sellerId,
          before: verificationOf(current),
          after: verificationOf(updated),
          reason,
        });
        await notifyVerification(
          tx,
          { kind: type, id: sellerId },
          decision.verdict === 'VERIFIED' ? 'SELLER_VERIFIED' : 'SELLER_REJECTED',
          { reason: note ?? undefined },
        );
        return { row: updated, changed: true };
      });
      if (changed) cache.invalidate(cacheTags.seller(type, sellerId));
      const documents = await documentsOf(type, [sellerId]);
      return { seller: toReview(type, row, documents.get(sellerId) ?? []), changed };
    },

    /** Any seller's document, for the operator. */
    openDocument: async (uploadId: string) => open(await repo.findUpload(db, uploadId)),

    /** A seller's own document; another seller's id is not found. */
    openOwnDocument: async (owner: { type: SellerKind; id: string }, uploadId: string) =>
      open(await repo.findUpload(db, uploadId, owner)),
  };
}
