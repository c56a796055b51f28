import { ApiError } from './api';
import { i18n } from './i18n';

/**
 * What to tell the person when a call fails: the server's own words for a 4xx (it explains
 * what to fix: "Wrong code", "Already reviewed"), the connection hint when the server was never
 * reached, and a generic apology for anything else (a 5xx hides its internals). The apology is
 * the spec's, in the reader's language.
 */
export function userErrorMessage(
  error: unknown,
  fallback: string = i18n.t('spec.somethingWentWrong'),
) {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return error.message;
  if (error.status >= 400 && error.status < 500 && error.fromServer) return error.message;
  return fallback;
}

/** A 401 that survived the token refresh: the session is over. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Field errors of a 400 from the API's shared schema, as { field: message }. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.errors)) return {};
  const fields: Record<string, string> = {};
  for (const item of error.errors as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof path === 'string' && typeof message === 'string' && path && !fields[path]) {
      fields[path] = message;
    }
  }
  return fields;
}
