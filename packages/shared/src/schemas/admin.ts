import { z } from 'zod';
import { emptyAsUndefined, envelope, idSchema, paginationSchema, text } from './common.ts';
import { sellerKinds, verificationStatusSchema, type SellerDocumentKind } from './registration.ts';

/*
 * The operator's verification of providers and companies: a queue of sellers with their
 * documents, and a verify or reject decision on each. A seller is listed to families only once
 * VERIFIED (and online, active and named).
 */

export const ADMIN_SELLERS_DEFAULT_PAGE_SIZE = 20;
export const ADMIN_SELLERS_MAX_PAGE_SIZE = 100;

export const sellerTypeSchema = z.enum(sellerKinds, {
  message: 'type must be Provider or Company',
});

/** getSellers: one kind of seller in one status; PENDING (the review queue) unless asked. */
export const adminSellersQuerySchema = z.strictObject({
  type: sellerTypeSchema,
  status: z.preprocess(emptyAsUndefined, verificationStatusSchema.default('PENDING')),
  page: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'page must be a whole number' })
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .max(100_000, 'page is too large')
      .default(1),
  ),
  limit: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .max(ADMIN_SELLERS_MAX_PAGE_SIZE, `limit must be at most ${ADMIN_SELLERS_MAX_PAGE_SIZE}`)
      .default(ADMIN_SELLERS_DEFAULT_PAGE_SIZE),
  ),
});
export type AdminSellersQuery = z.output<typeof adminSellersQuerySchema>;
export type AdminSellersQueryInput = z.input<typeof adminSellersQuerySchema>;

/** The registration form's document fields. */
export const sellerDocumentKindSchema = z.enum([
  'govtID',
  'certification',
  'registrationCertificate',
  'gstCertificate',
] satisfies [SellerDocumentKind, SellerDocumentKind, SellerDocumentKind, SellerDocumentKind]);

/** A document as the operator sees it in the queue; the bytes are fetched by id. */
export const sellerDocumentSchema = z.object({
  id: idSchema,
  kind: sellerDocumentKindSchema,
  mimeType: text(),
  sizeBytes: z.number().int(),
  uploadedAt: text(),
});
export type SellerDocument = z.infer<typeof sellerDocumentSchema>;

const sellerReviewFields = {
  id: idSchema,
  mobile: text(),
  email: text().nullable(),
  address: text().nullable(),
  pincode: text().nullable(),
  verificationStatus: verificationStatusSchema,
  /** The reason of the operator's latest rejection; cleared when the seller is verified. */
  rejectionReason: text().nullable(),
  /** When the account was created (first sign-in). */
  createdAt: text(),
  /** When the profile last changed: a submission, a resubmission or a decision. */
  updatedAt: text(),
  /**
   * When the seller last sent their profile or documents (null: never). A decision names the
   * submission it was made on; a newer one makes it answer 409.
   */
  submittedAt: text().nullable(),
  /** Accepted bookings the caregiver cancelled: their reliability, for the operator. */
  cancellationsByCaregiver: z.number().int(),
  documents: z.array(sellerDocumentSchema),
};

export const providerForReviewSchema = z.object({
  type: z.literal('Provider'),
  name: text(),
  gender: text().nullable(),
  dob: text().nullable(),
  ...sellerReviewFields,
});

export const companyForReviewSchema = z.object({
  type: z.literal('Company'),
  companyName: text(),
  gst: text().nullable(),
  ...sellerReviewFields,
});

export const sellerForReviewSchema = z.discriminatedUnion('type', [
  providerForReviewSchema,
  companyForReviewSchema,
]);
export type SellerForReview = z.infer<typeof sellerForReviewSchema>;

export const adminSellersResponseSchema = envelope(
  z.object({ sellers: z.array(sellerForReviewSchema), pagination: paginationSchema }),
);

export const sellerDecisionParamsSchema = z.object({ type: sellerTypeSchema, id: idSchema });
export type SellerDecisionParams = z.infer<typeof sellerDecisionParamsSchema>;

export const REJECTION_REASON_MIN = 10;
export const REJECTION_REASON_MAX = 500;

/** The seller is told this reason, so it must say what to fix. */
export const rejectionReasonSchema = text({ message: 'Give the reason for rejecting' })
  .trim()
  .min(REJECTION_REASON_MIN, `The reason must be at least ${REJECTION_REASON_MIN} characters`)
  .max(REJECTION_REASON_MAX, `The reason must be at most ${REJECTION_REASON_MAX} characters`);

/** A PATCH without a body arrives as null: read it as an empty object, so the message names the field. */
const noBodyAsEmpty = (value: unknown) => value ?? {};

/**
 * The submission the operator reviewed: the seller's `submittedAt` as the review listed it.
 * If the seller has sent anything since, the decision is refused (409) so that nothing unseen
 * is approved, or refused for a fault already fixed.
 */
const reviewedSubmissionSchema = text({ message: 'Say which submission you reviewed' }).nullable();

/** The console's reject form: the reason alone (the submission reviewed is added on sending). */
export const rejectSellerFormSchema = z.object({ reason: rejectionReasonSchema });
export type RejectSellerForm = z.infer<typeof rejectSellerFormSchema>;

export const rejectSellerBodySchema = z.preprocess(
  noBodyAsEmpty,
  z.strictObject({ reason: rejectionReasonSchema, submittedAt: reviewedSubmissionSchema }),
);
export type RejectSellerBody = z.output<typeof rejectSellerBodySchema>;

/** A note with a verification is optional and only kept in the decision log. */
export const verifySellerBodySchema = z.preprocess(
  noBodyAsEmpty,
  z.strictObject({
    reason: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      text()
        .trim()
        .max(REJECTION_REASON_MAX, `The note must be at most ${REJECTION_REASON_MAX} characters`)
        .optional(),
    ),
    submittedAt: reviewedSubmissionSchema,
  }),
);
export type VerifySellerBody = z.output<typeof verifySellerBodySchema>;

export const sellerDecisionResponseSchema = envelope(sellerForReviewSchema);

export const uploadIdParamsSchema = z.object({ uploadId: idSchema });
