import { z } from 'zod';

/**
 * The environment's settings as zod reads them: every variable, its type, bounds and default.
 * What they become (paths resolved, secrets made, settings checked together) is config.ts.
 */

/** Relative paths are taken from where `npm` was invoked (the repo root for `npm start`). */
export const baseDir = process.env.INIT_CWD ?? process.cwd();

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const mobileList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[6-9]\d{9}$/, 'each must be a 10-digit Indian mobile')));

/** A time of day on the 24-hour clock, India time, as HH:MM. */
const indiaTimeOfDay = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM, e.g. 10:00');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  SEED_DEMO_DATA: bool.optional(),
  WEB_DIST: z.string().default('./apps/web/dist'),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_MOBILES: mobileList.default(['9000000001']),
  SUPPORT_MOBILES: mobileList.default(['9000000002']),
  /** HH:MM India time after which a care day with no check-in alerts the family and operators. */
  CHECK_IN_ALERT_TIME: indiaTimeOfDay.default('10:00'),
  /** HH:MM India time after which the day's care digest goes to the family circle by SMS. */
  CARE_DIGEST_TIME: indiaTimeOfDay.default('20:00'),
  SUPPORT_REFUND_LIMIT_RUPEES: z.coerce.number().int().min(0).max(10_000_000).default(5_000),
  OTP_PER_MOBILE_PER_HOUR: z.coerce.number().int().min(1).default(5),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(30),
  OTP_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(200),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  WRITE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  WRITE_LIMIT_PER_USER: z.coerce.number().int().min(1).default(30),
  WRITE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(300),
  SMS_API_URL: optionalString.pipe(z.url().optional()),
  SMS_AUTH_KEY: optionalString,
  SMS_SENDER_ID: optionalString,
  SMS_TEMPLATE_ID: optionalString,
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  SANDBOX_PAYMENT_SECRET: z.string().min(16).default('sandbox-secret-for-local-testing-only'),
  RAZORPAYX_KEY_ID: optionalString,
  RAZORPAYX_KEY_SECRET: optionalString,
  RAZORPAYX_ACCOUNT_NUMBER: optionalString,
  RAZORPAYX_WEBHOOK_SECRET: optionalString,
  RAZORPAYX_API_URL: z.url().default('https://api.razorpay.com'),
  MAX_PAYMENT_RUPEES: z.coerce.number().int().min(1).max(100_000_000).default(1_000_000),
  PLATFORM_COMMISSION_PERCENT: z.coerce
    .number()
    .min(0)
    .max(50)
    .multipleOf(0.01, 'use at most two decimals')
    .default(10),
  PLATFORM_NAME: z.string().trim().min(1).max(100).default('CareConnect'),
  PLATFORM_ADDRESS: z.string().trim().max(300).default('India'),
  PLATFORM_GSTIN: optionalString.pipe(
    z
      .string()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN')
      .optional(),
  ),
  /** How much of each answer's contract is checked as it is encoded (decision 030); unset: by NODE_ENV. */
  RESPONSE_CHECKS: z.enum(['full', 'shape', 'both']).optional(),
  LISTING_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  PROFILE_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  HEALTH_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(1),
  UPLOAD_DIR: optionalString,
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool.default(false),
  SIGNED_URL_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  /** How long a care-journal photo link works (photos are health data: minutes, not hours). */
  JOURNAL_PHOTO_LINK_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  BACKUP_DIR: optionalString,
  ASSISTANT_MODEL_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ASSISTANT_MODEL_API_KEY: optionalString,
  ASSISTANT_MODEL_NAME: optionalString,
  ASSISTANT_MODEL_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
  HSTS_ENABLED: bool.optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^https?:\/\/[^/\s]+$/, 'each must be an origin such as https://care.example.in'),
      ),
    ),
  JSON_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(64 * 1024),
  // Long enough for a 10 MB upload (two documents) over a slow mobile link, about 0.7 Mbit/s.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(72_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(120_000),
});

export type Env = z.input<typeof envSchema>;
