import { z } from 'zod';
import { uploadIdParamsSchema } from '../schemas/admin.ts';
import { envelope } from '../schemas/common.ts';
import type { SellerKind } from '../schemas/registration.ts';
import { defineContract } from './define.ts';

/**
 * A short-lived link to a stored document, for a plain `<a href>` or another app: handed out only
 * after the API has checked who asks, and only with S3 storage (a presigned GET that works for
 * SIGNED_URL_SECONDS). With the local folder, the document calls themselves serve the file and
 * these calls answer 409. See decision 019.
 */
export const documentLinkResponseSchema = envelope(
  z.object({ url: z.url(), expiresAt: z.iso.datetime() }),
);

export const documentLinkContracts = {
  getDocumentLink: defineContract({
    method: 'GET',
    path: '/admin/verification/documentLink/:uploadId',
    access: ['Admin'],
    tag: 'admin verification',
    summary: "A short-lived signed link to a seller's uploaded document (S3 storage only)",
    params: uploadIdParamsSchema,
    response: documentLinkResponseSchema,
  }),
};

/** The seller's own: the same call under /provider/auth/ and /company/auth/. */
export function ownerDocumentLinkContract<const K extends SellerKind>(kind: K) {
  const prefix = kind === 'Company' ? 'company' : 'provider';
  return defineContract({
    method: 'GET',
    path: `/${prefix}/auth/documentLink/:uploadId`,
    access: [kind] as const,
    tag: 'registration',
    summary: 'A short-lived signed link to one of my own uploaded documents (S3 storage only)',
    params: uploadIdParamsSchema,
    response: documentLinkResponseSchema,
  });
}
