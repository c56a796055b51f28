import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { answerLanguage } from '../lib/i18n/language.ts';
import { localizeEnvelope, type RawIssue } from '../lib/i18n/localize.ts';
import {
  CONNECTION_LOST_RETRY_AFTER_SECONDS,
  DATABASE_TIMEOUT_RETRY_AFTER_SECONDS,
  isConnectionLost,
  isDatabaseTimeout,
  pgErrorCode,
} from '../db/errors.ts';
import './spa.ts';

interface Envelope {
  success: false;
  message: string;
  code: string;
  errors?: { path: string; message: string }[];
}

const unstorableText = {
  status: 400,
  code: 'BAD_REQUEST',
  message: 'The text contains a character that is not allowed',
};

/** PostgreSQL error codes that mean the request conflicts with data, not that we broke. */
const pgErrorMap: Record<string, { status: number; code: string; message: string }> = {
  '23505': { status: 409, code: 'CONFLICT', message: 'This already exists' },
  '23P01': { status: 409, code: 'CONFLICT', message: 'Those dates are no longer available' },
  '23503': { status: 409, code: 'CONFLICT', message: 'A related record is missing or in use' },
  '23514': { status: 422, code: 'UNPROCESSABLE', message: 'The values break a rule' },
  '22P02': { status: 400, code: 'BAD_REQUEST', message: 'A value has the wrong format' },
  '22007': { status: 400, code: 'BAD_REQUEST', message: 'A date has the wrong format' },
  '22008': { status: 400, code: 'BAD_REQUEST', message: 'A date is out of range' },
  '22003': { status: 400, code: 'BAD_REQUEST', message: 'A number is out of range' },
  // The shared text schema refuses these first; this is the safety net for any field it missed.
  '22021': unstorableText,
  '22P05': unstorableText,
  // Lock ordering keeps these away; should two requests still collide, the loser may retry.
  '40P01': {
    status: 409,
    code: 'CONFLICT',
    message: 'This was changed at the same moment. Please try again.',
  },
  '40001': {
    status: 409,
    code: 'CONFLICT',
    message: 'This was changed at the same moment. Please try again.',
  },
};

interface Outcome {
  status: number;
  body: Envelope;
  headers?: Record<string, string>;
  /** zod's issues behind `body.errors`, one for one, so zod's own words can be translated. */
  issues?: RawIssue[];
}

function toEnvelope(error: FastifyError | Error): Outcome {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      ...(error.headers ? { headers: error.headers } : {}),
      body: {
        success: false,
        message: error.message,
        code: error.code,
        ...(error.details ? { errors: error.details } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid value',
    }));
    const issues = error.validation.map(
      (v) =>
        ({ ...v.params, code: v.keyword, path: v.instancePath.split('/').slice(1) }) as RawIssue,
    );
    const first = errors[0];
    const where = first?.path ? `${first.path}: ` : '';
    return {
      status: 400,
      issues,
      body: {
        success: false,
        code: 'VALIDATION_ERROR',
        message: `${where}${first?.message ?? 'Invalid request'}`,
        errors,
      },
    };
  }
  if (isDatabaseTimeout(error)) {
    // Checked first: a connection our guard closed also reads as lost. Either way the
    // transaction was rolled back (or, for a lost COMMIT answer, committed whole).
    return {
      status: 503,
      headers: { 'retry-after': String(DATABASE_TIMEOUT_RETRY_AFTER_SECONDS) },
      body: {
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Our database is not answering right now. Please try again in a moment.',
      },
    };
  }
  if (isConnectionLost(error)) {
    // The transaction died with its connection, so nothing was written; the pool opens a fresh
    // connection for the next request, and the client may simply try again.
    return {
      status: 503,
      headers: { 'retry-after': String(CONNECTION_LOST_RETRY_AFTER_SECONDS) },
      body: {
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'We lost touch with our database for a moment. Please try again.',
      },
    };
  }
  const pgCode = pgErrorCode(error);
  const mapped = pgCode ? pgErrorMap[pgCode] : undefined;
  if (mapped) {
    return {
      status: mapped.status,
      body: { success: false, code: mapped.code, message: mapped.message },
    };
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, body too large, wrong content type.
    const fastifyCode = (error as FastifyError).code;
    const message =
      fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON'
        : error.message;
    return { status, body: { success: false, code: fastifyCode ?? 'BAD_REQUEST', message } };
  }
  return {
    status: 500,
    body: { success: false, code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
  };
}

/**
 * Over the route's body limit (decision 021): the limit is said, so the sender knows how much
 * to cut, and Fastify's own wording ('Request body is too large') is not what a person reads.
 */
function bodyTooLarge(request: FastifyRequest): Outcome {
  const kilobytes = Math.floor(request.routeOptions.bodyLimit / 1024);
  return {
    status: 413,
    body: {
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: `The request is too large (at most ${kilobytes} KB). Send less at once.`,
    },
  };
}

/** The one error path of DESIGN rule 3: every failure leaves as the same envelope. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const outcome =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? bodyTooLarge(request) : toEnvelope(error);
    const { status, body: english, headers, issues } = outcome;
    const body = localizeEnvelope(english, answerLanguage(request.headers), issues);
    if (headers) void reply.headers(headers);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (status !== 404 && status !== 401) {
      request.log.info({ code: body.code, message: english.message }, 'request rejected');
    }
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const serveSpa = request.server.serveSpa;
    if (isPageRequest(request) && serveSpa) return serveSpa(request, reply);
    const body: Envelope = {
      success: false,
      code: 'NOT_FOUND',
      message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.status(404).send(localizeEnvelope(body, answerLanguage(request.headers)));
  });
});

/** A page request: a GET or HEAD outside /api, which the web app answers when it is built. */
function isPageRequest(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
}

/**
 * Errors Fastify raises before routing, such as an address with bad percent-encoding: a page
 * request still gets the web app, whose router shows its own 'Page Not Found', and an API call
 * the envelope, instead of Fastify's own JSON.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const serveSpa = request.server.serveSpa;
  if (isPageRequest(request) && serveSpa) {
    void serveSpa(request, reply.code(404));
    return;
  }
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  const body: Envelope = {
    success: false,
    code: badUrl ? 'BAD_URL' : 'BAD_REQUEST',
    message: badUrl ? 'This address is not valid' : 'This request is not valid',
  };
  void reply.code(400).send(localizeEnvelope(body, answerLanguage(request.headers)));
}
