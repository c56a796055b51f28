import type { ResponseChecks } from '../lib/response-encoding.ts';

/** The parsed configuration every part of the API reads (loadConfig in config.ts makes it). */

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: string;
  /**
   * How much of each answer's contract is checked as it is encoded (decision 030): `shape` in
   * production, `both` in the test suite (which proves `shape` writes what zod's own encoding
   * writes), `full` in development.
   */
  responseChecks: ResponseChecks;
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
  /** HH:MM India time after which a care day with no check-in is alerted (CHECK_IN_ALERT_TIME). */
  checkInAlertTime: string;
  /** HH:MM India time after which the day's care digest goes out (CARE_DIGEST_TIME). */
  careDigestTime: string;
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
  /** How long a signed link to a care-journal photo works, on any storage. */
  journalPhotoLinkSeconds: number;
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
