/**
 * The one error type services throw. The error handler turns it into the envelope
 * `{ success: false, message, code }` with this status; anything else becomes a 500 that
 * hides its internals.
 */
export class AppError extends Error {
  /** Response headers the refusal needs, such as Retry-After on a 429. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly details?: { path: string; message: string }[],
    options?: { cause?: unknown; headers?: Record<string, string> },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.headers = options?.headers;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', 404, `${what} not found`);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', 400, message);
export const unauthorized = (message = 'Please sign in again') =>
  new AppError('UNAUTHORIZED', 401, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError('FORBIDDEN', 403, message);
export const conflict = (message: string) => new AppError('CONFLICT', 409, message);
export const unprocessable = (message: string) => new AppError('UNPROCESSABLE', 422, message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(
    'TOO_MANY_REQUESTS',
    429,
    message,
    undefined,
    retryAfterSeconds === undefined
      ? undefined
      : { headers: { 'retry-after': String(retryAfterSeconds) } },
  );
