import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../adapters/storage/index.ts';
import { forbidden } from '../../lib/errors.ts';
import { hmacSha256Hex, safeEqualHex } from '../../lib/crypto.ts';
import * as clock from '../../lib/clock.ts';

export { deletePhotosOfBooking, deletePhotosOfMember } from './photos.store.ts';

/*
 * Journal photos are health data: a photo's address in any answer is a link that stops working
 * after a few minutes (JOURNAL_PHOTO_LINK_SECONDS). On S3 storage it is the bucket's presigned
 * link; otherwise our own route with an HMAC over the photo and the link's end, so no bearer
 * header is needed for an <img>. Whoever gets a link was checked when the journal was read.
 */

export interface PhotoLinks {
  /** A link to the photo that works for `seconds`. */
  urlOf(photo: { id: string; storageKey: string }): Promise<string>;
  /**
   * Checks a link of our own route: a wrong signature or an ended link is refused (403). Says
   * how many seconds the link still works, for the answer's Cache-Control.
   */
  check(photoId: string, expires: number, signature: string): number;
  readonly seconds: number;
}

export interface PhotoLinkDeps {
  storage: FileStorage;
  /** A server secret (JWT_SECRET); the links' key is derived from it, never the secret itself. */
  secret: string;
  seconds: number;
  now?: () => Date;
}

/** The path of our own photo route (journalPhotoContracts.getPhoto), under /api/v1. */
export const photoPath = (photoId: string) => `/api/v1/care-journal/photo/${photoId}`;

/** The links' own key: a token signed with it can never pass as a session or an OTP. */
const linkKey = (secret: string) => hmacSha256Hex(secret, 'care-journal-photo-links');

/** The signature of a link to `photoId` that works until `expires` (seconds since 1970). */
export function signPhotoLink(secret: string, photoId: string, expires: number): string {
  return hmacSha256Hex(linkKey(secret), `${photoId}|${expires}`);
}

export function createPhotoLinks({
  storage,
  secret,
  seconds,
  now = clock.now,
}: PhotoLinkDeps): PhotoLinks {
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  return {
    seconds,
    async urlOf(photo) {
      if (storage.signedUrl) {
        return storage.signedUrl(photo.storageKey, {
          expiresInSeconds: seconds,
          contentType: 'image/webp',
          filename: `journal-photo-${photo.id}.webp`,
        });
      }
      const expires = nowSeconds() + seconds;
      const signature = signPhotoLink(secret, photo.id, expires);
      return `${photoPath(photo.id)}?expires=${expires}&signature=${signature}`;
    },
    check(photoId, expires, signature) {
      if (!safeEqualHex(signature, signPhotoLink(secret, photoId, expires))) {
        throw forbidden('This photo link is not valid');
      }
      const remaining = expires - nowSeconds();
      if (remaining <= 0) {
        throw forbidden('This photo link has expired: open the journal again to see the photo');
      }
      return remaining;
    },
  };
}

/** The app's photo links: its storage, its JWT secret, JOURNAL_PHOTO_LINK_SECONDS. */
export function photoLinksOf(app: FastifyInstance): PhotoLinks {
  return createPhotoLinks({
    storage: app.storage,
    secret: app.config.jwtSecret,
    seconds: app.config.journalPhotoLinkSeconds,
  });
}
