import { z } from 'zod';
import {
  adminSellersQuerySchema,
  adminSellersResponseSchema,
  rejectSellerBodySchema,
  sellerDecisionParamsSchema,
  sellerDecisionResponseSchema,
  uploadIdParamsSchema,
  verifySellerBodySchema,
} from '../schemas/admin.ts';
import type { SellerKind } from '../schemas/registration.ts';
import { defineContract } from './define.ts';

/** A stored document's bytes, sent with the type it was stored with. */
const documentFileSchema = z.string().describe('The document, with its stored content type');

/**
 * The operator's verification of providers and companies: the review queue, the documents and
 * the decision. Admin tokens only.
 */
export const adminContracts = {
  getSellers: defineContract({
    method: 'GET',
    path: '/admin/verification/getSellers',
    access: ['Admin'],
    tag: 'admin verification',
    summary:
      'Providers or companies in one verification status with their documents; ' +
      'PENDING is the review queue, oldest submission first',
    query: adminSellersQuerySchema,
    response: adminSellersResponseSchema,
  }),
  getDocument: defineContract({
    method: 'GET',
    path: '/admin/verification/document/:uploadId',
    access: ['Admin'],
    tag: 'admin verification',
    summary: "A seller's uploaded document, shown inline with its stored type",
    params: uploadIdParamsSchema,
    responseType: 'file',
    response: documentFileSchema,
  }),
  verifySeller: defineContract({
    method: 'PATCH',
    path: '/admin/verification/verifySeller/:type/:id',
    access: ['Admin'],
    tag: 'admin verification',
    summary: 'Verify a seller: listed to families while online and active',
    params: sellerDecisionParamsSchema,
    body: verifySellerBodySchema,
    response: sellerDecisionResponseSchema,
  }),
  rejectSeller: defineContract({
    method: 'PATCH',
    path: '/admin/verification/rejectSeller/:type/:id',
    access: ['Admin'],
    tag: 'admin verification',
    summary: 'Reject a seller with the reason to fix; not listed to families',
    params: sellerDecisionParamsSchema,
    body: rejectSellerBodySchema,
    response: sellerDecisionResponseSchema,
  }),
};

/**
 * A provider or a company fetches a document it uploaded itself, to check what the operator
 * sees: the same call under /provider/auth/ and /company/auth/.
 */
export function ownerDocumentContract<const K extends SellerKind>(kind: K) {
  const prefix = kind === 'Company' ? 'company' : 'provider';
  return defineContract({
    method: 'GET',
    path: `/${prefix}/auth/document/:uploadId`,
    access: [kind] as const,
    tag: 'registration',
    summary: 'One of my own uploaded documents, shown inline with its stored type',
    params: uploadIdParamsSchema,
    responseType: 'file',
    response: documentFileSchema,
  });
}
