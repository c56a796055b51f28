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
import { documentSlugs } from '../registration/documents.ts';
import * as repo from './repository.ts';

export interface VerificationDeps {
  db: Database;
  storage: FileStorage;
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
function documentFilename(upload: { id: string; kind: string; storageKey: string }): string {
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

/**
 * The operator's verification of sellers (providers and companies). Only VERIFIED sellers are
 * listed to families; the listing reads the status column itself, so a decision shows in the
 * listings as soon as it is committed (within LISTING_CACHE_SECONDS of a cached page).
 */
export function createVerificationService({ db, storage }: VerificationDeps) {
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
     * Verifies or rejects a seller and logs the decision in the same transaction. Asking for
     * the state the seller is already in changes nothing and logs nothing.
     */
    async decide(
      adminId: string,
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
        await repo.insertDecision(tx, {
          sellerType: type,
          sellerId,
          adminId,
          decision: decision.verdict,
          reason: decision.verdict === 'REJECTED' ? decision.reason : decision.note,
        });
        return { row: updated, changed: true };
      });
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
