import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { templateSettings as smsTemplateSettings } from './modules/notifications/texts.ts';
import { baseDir, envSchema } from './config/env.ts';
import type { Config } from './config/types.ts';

/**
 * Environment parsed once, at start. A bad value stops start-up with a message naming every bad
 * key, so a misconfigured deployment fails loudly instead of half-working.
 */

export type { Env } from './config/env.ts';
export type { Config, HttpSettings } from './config/types.ts';

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
    responseChecks:
      e.RESPONSE_CHECKS ?? (isProduction ? 'shape' : e.NODE_ENV === 'test' ? 'both' : 'full'),
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
    checkInAlertTime: e.CHECK_IN_ALERT_TIME,
    careDigestTime: e.CARE_DIGEST_TIME,
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
    journalPhotoLinkSeconds: e.JOURNAL_PHOTO_LINK_SECONDS,
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
