import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.ts';

export const userTypes = ['Customer', 'Provider', 'Company', 'Admin'] as const;

/**
 * Operators. Only numbers listed in ADMIN_MOBILES (role admin) or SUPPORT_MOBILES (role
 * support) may sign in as one; the role is read from the settings on every request.
 */
export const admins = pgTable('admins', {
  id: id(),
  mobile: text('mobile').notNull().unique(),
  name: text('name'),
  createdAt: createdAt(),
});

/**
 * One row per OTP sent. Only a hash of the code is kept. The rows double as the send log that
 * the per-mobile and per-address limits count, so limits hold across API processes.
 */
export const otpVerifications = pgTable(
  'otp_verifications',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    userType: text('user_type', { enum: userTypes }).notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestampTz('expires_at').notNull(),
    consumedAt: timestampTz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_verifications_mobile_idx').on(t.mobile, t.createdAt),
    index('otp_verifications_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Refresh tokens, stored hashed. Every token of one sign-in shares a family; presenting a token
 * that was already rotated revokes the whole family (it has leaked).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    familyId: uuid('family_id').notNull(),
    subjectId: uuid('subject_id').notNull(),
    userType: text('user_type', { enum: userTypes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    revokedAt: timestampTz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Dev outbox: SMS that would have been sent, readable in development and tests only. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    text: text('text').notNull(),
    otp: text('otp'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    ownerType: text('owner_type', { enum: userTypes }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerType, t.ownerId)],
);
