import { messages } from '@care/shared';
import { ApiError } from './api';

/**
 * What to tell the person when a call fails: the server's own words for a 4xx (it explains
 * what to fix: "Wrong code", "Already reviewed"), the connection hint when the server was never
 * reached, and a generic apology for anything else (a 5xx hides its internals).
 */
export function userErrorMessage(error: unknown, fallback: string = messages.somethingWentWrong) {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return error.message;
  if (error.status >= 400 && error.status < 500 && error.fromServer) return error.message;
  return fallback;
}
