import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { maskFreeText, maskMobile, maskQueryValues } from './masking.ts';
import { requestIdMixin } from './request-id.ts';
import { serializeError } from './safe-error.ts';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where log lines go instead of stdout; tests pass an in-memory one. */
export interface LogDestination {
  write(line: string): void;
}

export interface LoggerSettings {
  level: string;
  /** Human-readable lines for a developer's terminal; JSON everywhere else. */
  pretty: boolean;
  destination?: LogDestination;
}

/**
 * Keys whose values are personal or secret, at the top of a logged object or one level down.
 * Nothing logs them today; this keeps a future `log.info({ user })` from printing them. The
 * serializers below are the main guard; this list is the second. (`code` is missing on
 * purpose: it is the error code of a rejected request and the SQLSTATE of a database error;
 * the booking codes only travel in bodies, which go whole.)
 */
const personalKeys = [
  'mobile',
  'phone',
  'otp',
  'startCode',
  'endCode',
  'name',
  'companyName',
  'accountHolder',
  'address',
  'pincode',
  'email',
  'dob',
  'comment',
  'note',
  'accountNumber',
  'ifsc',
  'vpa',
  'gst',
  'govtID',
  'accessToken',
  'refreshToken',
  'token',
  'password',
  'signature',
  'razorpay_signature',
  // What database errors carry when logged under a key other than `err`.
  'params',
  'parameters',
  'detail',
];
const secretHeaders = ['authorization', 'cookie', 'set-cookie', '"idempotency-key"'];

const redactPaths = [
  ...personalKeys,
  ...personalKeys.map((key) => `*.${key}`),
  // Request and response bodies go whole: they are where every personal field travels.
  'body',
  'payload',
  '*.body',
  '*.payload',
  'headers',
  ...secretHeaders.map((header) => `*.headers.${header}`),
];

/** A mobile keeps its last four digits, as maskMobile promises; anything else goes entirely. */
function censor(value: unknown, path: string[]): unknown {
  const key = path[path.length - 1];
  if ((key === 'mobile' || key === 'phone') && typeof value === 'string') return maskMobile(value);
  return '[redacted]';
}

/**
 * Fastify's default request serializer logs the URL with its query string
 * (`/dev/outbox?mobile=98...`, search terms) and the caller's IP address. The path is ours;
 * query keys stay, their values do not.
 */
function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: maskQueryValues(request.url) };
}

function serializeReply(reply: { statusCode: number }) {
  return { statusCode: reply.statusCode };
}

/**
 * The pino options of the API: what every log line may contain. Free-text messages are masked
 * too, since Fastify itself writes URLs into a few of them.
 */
export function loggerOptions({ level, pretty, destination }: LoggerSettings): LoggerOptions {
  return {
    level,
    serializers: {
      req: serializeRequest,
      res: serializeReply,
      err: serializeError,
      error: serializeError,
    },
    redact: { paths: redactPaths, censor },
    mixin: requestIdMixin,
    hooks: {
      logMethod(args, method) {
        const cleaned = args.map((arg: unknown) =>
          typeof arg === 'string' ? maskFreeText(arg) : arg,
        ) as typeof args;
        method.apply(this, cleaned);
      },
    },
    ...(destination
      ? { stream: destination }
      : pretty
        ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : {}),
  };
}
