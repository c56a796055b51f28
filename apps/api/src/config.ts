import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { templateSettings as smsTemplateSettings } from './modules/notifications/texts.ts';

/**
 * Environment parsed once, at start. A bad value stops start-up with a message naming every bad
 * key, so a misconfigured deployment fails loudly instead of half-working.
 */

/** Relative paths are taken from where `npm` was invoked (the repo root for `npm start`). */
const baseDir = process.env.INIT_CWD ?? process.cwd();

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

const envSchema = z.object({
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

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: string;
  trustProxy: boolean;
  /** PGlite folder; unused when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /**
   * PostgreSQL only (decision 010): `connectMs` bounds opening a connection and waiting for a
   * free one; `statementMs` is the server's statement_timeout, and a query whose answer has
   * not come a second later has its connection closed (a stalled network). 0: no limit.
   */
  databaseTimeouts: { connectMs: number; statementMs: number };
  /** After SIGTERM, the process exits by force if draining takes longer than this. */
  shutdownTimeoutSeconds: number;
  seedDemoData: boolean;
  webDist: string;
  jwtSecret: string;
  adminMobiles: string[];
  /**
   * Operators of the support role: they read everything, decide verifications, cancel and
   * refund up to `supportRefundLimitPaise` per refund; catalog, content and money settings are
   * the admin role's.
   */
  supportMobiles: string[];
  supportRefundLimitPaise: number;
  otp: { perMobilePerHour: number; resendSeconds: number; perIpPerHour: number };
  /** How long a just-rotated refresh token still refreshes (two tabs at once) before reuse. */
  refreshReuseGraceSeconds: number;
  /** Bearer token for GET /metrics; unset, the endpoint does not exist (404). */
  metricsToken: string | undefined;
  /**
   * Writes (family members, orders, bookings, cancellations, reviews) each allowed per signed-in
   * user and per client address within one window; each kind of write counts on its own.
   */
  writeLimits: { windowSeconds: number; perUser: number; perIp: number };
  sms:
    | { kind: 'outbox' }
    | { kind: 'http'; url: string; authKey: string; senderId: string; templateId: string };
  payments:
    | { kind: 'sandbox'; secret: string }
    | {
        kind: 'razorpay';
        keyId: string;
        keySecret: string;
        webhookSecret: string | undefined;
        apiUrl: string;
      };
  /**
   * Where caregivers' payouts are sent: RazorpayX when its keys are set, otherwise the built-in
   * sandbox, which processes each payout within seconds (signing its webhooks with `secret`).
   */
  payouts:
    | { kind: 'sandbox'; secret: string }
    | {
        kind: 'razorpayx';
        keyId: string;
        keySecret: string;
        /** Our RazorpayX business account the money leaves from. */
        accountNumber: string;
        webhookSecret: string;
        apiUrl: string;
      };
  /** The most one payment (one top-up) may take, in paise. */
  maxPaymentPaise: number;
  /** The platform's commission on earned bookings, in basis points (1000 = 10%). */
  commissionBps: number;
  /** Who issues receipts and statements: the platform's name, address and GSTIN. */
  platform: { name: string; address: string; gstin: string | undefined };
  /**
   * The DLT template id registered for each booking text, by its setting name
   * (`SMS_TEMPLATE_BOOKING_ACCEPTED`, ...; see modules/notifications/texts.ts). Offline, a text
   * without one is sent under a stand-in id.
   */
  smsTemplateIds: Record<string, string>;
  /** How long a listing page may be served from memory (0 turns the cache off). */
  listingCacheSeconds: number;
  /**
   * How long public answers may be served from this process's memory (0 turns each off): the
   * catalog and content (browsers may keep them as long), and sellers' public pages (browsers
   * always ask again). A change made through this process drops its copies at once.
   */
  publicCache: { catalogSeconds: number; profileSeconds: number };
  /** How long one good database round trip answers the health check (0: every request). */
  healthCacheSeconds: number;
  uploadDir: string;
  uploadMaxBytes: number;
  http: HttpSettings;
  /** Where uploaded files live: `uploadDir` (local) or an S3-compatible bucket. */
  storage:
    | { kind: 'local' }
    | {
        kind: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      };
  /** How long a presigned link to a private document works (S3 storage only). */
  signedUrlSeconds: number;
  /** Where `npm run backup` writes (embedded database): beside the data folder by default. */
  backupDir: string;
  /**
   * The assistant's chat model: an OpenAI-compatible chat-completions endpoint when a base URL
   * is set, otherwise none, and the built-in understanding answers alone (offline). `timeoutMs`
   * bounds one message's whole exchange with the model; past it the built-in one answers.
   */
  assistantModel:
    | { kind: 'none' }
    | {
        kind: 'chat-completions';
        baseUrl: string;
        apiKey: string | undefined;
        model: string;
        timeoutMs: number;
      };
}

/** How the HTTP server treats clients: security headers, CORS, body sizes and slow clients. */
export interface HttpSettings {
  /** Strict-Transport-Security: only where the site is served over HTTPS (production). */
  hsts: boolean;
  /** Origins other sites' pages may call the API from; empty: same-origin only, no CORS. */
  corsOrigins: string[];
  /** The body limit of every route that names none of its own (contracts may name a larger). */
  jsonBodyLimitBytes: number;
  /** The most a client may take to send a whole request, headers and body. */
  requestTimeoutMs: number;
  /** The most a client may take to send a request's headers (slowloris). */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection is held for the next request. */
  keepAliveTimeoutMs: number;
  /** How long a socket may sit with nothing sent either way (0: no limit). */
  connectionTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

function resolvePath(p: string): string {
  return path.isAbsolute(p) ? p : path.resolve(baseDir, p);
}

/** A development secret kept beside the data, so sessions survive restarts without setup. */
function devJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A model server on the same machine may speak plain HTTP; anything else carries the key in TLS. */
function isHttpsOrLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

/** Every SMS_TEMPLATE_<TEXT> setting that is set (SMS_TEMPLATE_ID is the OTP's own). */
function smsTemplateIdsFrom(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        entry[0].startsWith('SMS_TEMPLATE_') &&
        entry[0] !== 'SMS_TEMPLATE_ID' &&
        Boolean(entry[1]?.trim()),
    ),
  );
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = resolvePath(e.DATA_DIR);

  if (isProduction && !e.JWT_SECRET) problems.push('JWT_SECRET: required in production');
  const smsKeys = [e.SMS_API_URL, e.SMS_AUTH_KEY, e.SMS_SENDER_ID, e.SMS_TEMPLATE_ID];
  if (smsKeys.some(Boolean) && !smsKeys.every(Boolean)) {
    problems.push('SMS_API_URL, SMS_AUTH_KEY, SMS_SENDER_ID, SMS_TEMPLATE_ID: set all or none');
  }
  if (isProduction && !smsKeys.every(Boolean)) {
    problems.push('SMS_API_URL: an SMS provider is required in production');
  }
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    problems.push('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: set both or neither');
  }
  if (isProduction && !e.RAZORPAY_KEY_ID) {
    problems.push('RAZORPAY_KEY_ID: a payment gateway is required in production');
  }
  if (isProduction && !e.RAZORPAYX_KEY_ID) {
    // The sandbox would mark caregivers' money paid while nothing reached their bank.
    problems.push('RAZORPAYX_KEY_ID: a payouts gateway is required in production');
  }
  const razorpayxKeys = [
    e.RAZORPAYX_KEY_ID,
    e.RAZORPAYX_KEY_SECRET,
    e.RAZORPAYX_ACCOUNT_NUMBER,
    e.RAZORPAYX_WEBHOOK_SECRET,
  ];
  if (razorpayxKeys.some(Boolean) && !razorpayxKeys.every(Boolean)) {
    problems.push(
      'RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER, RAZORPAYX_WEBHOOK_SECRET: set all or none',
    );
  }
  const templateIds = smsTemplateIdsFrom(env);
  const missingTemplates = smsTemplateSettings.filter((name) => !templateIds[name]);
  if (e.SMS_API_URL && missingTemplates.length) {
    problems.push(
      `${missingTemplates.join(', ')}: a real SMS gateway needs every registered template id`,
    );
  }
  if (e.STORAGE === 's3') {
    for (const [name, value] of [
      ['S3_BUCKET', e.S3_BUCKET],
      ['S3_ACCESS_KEY_ID', e.S3_ACCESS_KEY_ID],
      ['S3_SECRET_ACCESS_KEY', e.S3_SECRET_ACCESS_KEY],
    ] as const) {
      if (!value) problems.push(`${name}: required with STORAGE=s3`);
    }
  }
  if (e.ASSISTANT_MODEL_BASE_URL && !e.ASSISTANT_MODEL_NAME) {
    problems.push('ASSISTANT_MODEL_NAME: required with ASSISTANT_MODEL_BASE_URL');
  }
  if (!e.ASSISTANT_MODEL_BASE_URL && (e.ASSISTANT_MODEL_API_KEY || e.ASSISTANT_MODEL_NAME)) {
    // Else a half-made setup would quietly stay offline.
    problems.push('ASSISTANT_MODEL_BASE_URL: required with ASSISTANT_MODEL_API_KEY or _NAME');
  }
  if (
    isProduction &&
    e.ASSISTANT_MODEL_API_KEY &&
    e.ASSISTANT_MODEL_BASE_URL &&
    !isHttpsOrLocal(e.ASSISTANT_MODEL_BASE_URL)
  ) {
    problems.push('ASSISTANT_MODEL_BASE_URL: must be https to carry the key in production');
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    // Node refuses to start a server so configured.
    problems.push('HEADERS_TIMEOUT_MS: must not be more than REQUEST_TIMEOUT_MS');
  }
  if (problems.length) throw new ConfigError(problems);

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
    webDist: resolvePath(e.WEB_DIST),
    jwtSecret: e.JWT_SECRET ?? devJwtSecret(dataDir),
    adminMobiles: e.ADMIN_MOBILES,
    // A number in both lists is an admin: the wider role wins.
    supportMobiles: e.SUPPORT_MOBILES.filter((mobile) => !e.ADMIN_MOBILES.includes(mobile)),
    supportRefundLimitPaise: e.SUPPORT_REFUND_LIMIT_RUPEES * 100,
    otp: {
      perMobilePerHour: e.OTP_PER_MOBILE_PER_HOUR,
      resendSeconds: e.OTP_RESEND_SECONDS,
      perIpPerHour: e.OTP_PER_IP_PER_HOUR,
    },
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    writeLimits: {
      windowSeconds: e.WRITE_LIMIT_WINDOW_SECONDS,
      perUser: e.WRITE_LIMIT_PER_USER,
      perIp: e.WRITE_LIMIT_PER_IP,
    },
    sms:
      e.SMS_API_URL && e.SMS_AUTH_KEY && e.SMS_SENDER_ID && e.SMS_TEMPLATE_ID
        ? {
            kind: 'http',
            url: e.SMS_API_URL,
            authKey: e.SMS_AUTH_KEY,
            senderId: e.SMS_SENDER_ID,
            templateId: e.SMS_TEMPLATE_ID,
          }
        : { kind: 'outbox' },
    payments:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            kind: 'razorpay',
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL,
          }
        : { kind: 'sandbox', secret: e.SANDBOX_PAYMENT_SECRET },
    payouts:
      e.RAZORPAYX_KEY_ID &&
      e.RAZORPAYX_KEY_SECRET &&
      e.RAZORPAYX_ACCOUNT_NUMBER &&
      e.RAZORPAYX_WEBHOOK_SECRET
        ? {
            kind: 'razorpayx',
            keyId: e.RAZORPAYX_KEY_ID,
            keySecret: e.RAZORPAYX_KEY_SECRET,
            accountNumber: e.RAZORPAYX_ACCOUNT_NUMBER,
            webhookSecret: e.RAZORPAYX_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAYX_API_URL,
          }
        : { kind: 'sandbox', secret: e.SANDBOX_PAYMENT_SECRET },
    maxPaymentPaise: e.MAX_PAYMENT_RUPEES * 100,
    commissionBps: Math.round(e.PLATFORM_COMMISSION_PERCENT * 100),
    platform: { name: e.PLATFORM_NAME, address: e.PLATFORM_ADDRESS, gstin: e.PLATFORM_GSTIN },
    smsTemplateIds: smsTemplateIdsFrom(env),
    listingCacheSeconds: e.LISTING_CACHE_SECONDS,
    publicCache: {
      catalogSeconds: e.CATALOG_CACHE_SECONDS,
      profileSeconds: e.PROFILE_CACHE_SECONDS,
    },
    healthCacheSeconds: e.HEALTH_CACHE_SECONDS,
    uploadDir: e.UPLOAD_DIR ? resolvePath(e.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    http: {
      hsts: e.HSTS_ENABLED ?? isProduction,
      corsOrigins: e.CORS_ORIGINS,
      jsonBodyLimitBytes: e.JSON_BODY_LIMIT_BYTES,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    },
    storage:
      e.STORAGE === 's3' && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' },
    signedUrlSeconds: e.SIGNED_URL_SECONDS,
    backupDir: e.BACKUP_DIR
      ? resolvePath(e.BACKUP_DIR)
      : path.join(path.dirname(dataDir), 'backups'),
    assistantModel:
      e.ASSISTANT_MODEL_BASE_URL && e.ASSISTANT_MODEL_NAME
        ? {
            kind: 'chat-completions',
            baseUrl: e.ASSISTANT_MODEL_BASE_URL,
            apiKey: e.ASSISTANT_MODEL_API_KEY,
            model: e.ASSISTANT_MODEL_NAME,
            timeoutMs: e.ASSISTANT_MODEL_TIMEOUT_MS,
          }
        : { kind: 'none' },
  };
}
