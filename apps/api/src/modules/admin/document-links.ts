import type { SellerKind } from '@care/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as repo from './repository.ts';
import { documentFilename } from './service.ts';

export interface DocumentLinkDeps {
  db: Database;
  storage: FileStorage;
  /** How long a link works (SIGNED_URL_SECONDS). */
  seconds: number;
  now?: () => Date;
}

/**
 * Short-lived signed links to private documents (S3 storage). The caller has already been
 * checked by the route's roles; the query here also filters by owner for a seller, so another
 * seller's id is not found, exactly like the document call itself.
 */
export function createDocumentLinks({
  db,
  storage,
  seconds,
  now = () => new Date(),
}: DocumentLinkDeps) {
  async function linkTo(upload: Awaited<ReturnType<typeof repo.findUpload>>) {
    if (!storage.signedUrl) {
      throw new AppError(
        'SIGNED_LINKS_UNAVAILABLE',
        409,
        'Signed links need S3 storage; open the document itself instead',
      );
    }
    // The bucket is not asked whether the object is still there (a read per link): a row whose
    // file is gone gets a link the bucket answers 404, as the document call would.
    if (!upload) throw notFound('Document');
    const expiresAt = new Date(now().getTime() + seconds * 1000);
    const url = await storage.signedUrl(upload.storageKey, {
      expiresInSeconds: seconds,
      contentType: upload.mimeType,
      filename: documentFilename(upload),
    });
    return { url, expiresAt: expiresAt.toISOString() };
  }

  return {
    forOperator: async (uploadId: string) => linkTo(await repo.findUpload(db, uploadId)),
    forOwner: async (owner: { type: SellerKind; id: string }, uploadId: string) =>
      linkTo(await repo.findUpload(db, uploadId, owner)),
  };
}
