export type ErrorHeaders = Readonly<Record<string, string>>;

/**
 * A failure whose answer carries headers beyond its body (a 429's Retry-After). Both error
 * formats (the app's AppError and auth's GoTrueError) extend it, so every error handler
 * writes the headers with `writeErrorHeaders` and no route or handler sets them by hand.
 */
export abstract class ErrorWithHeaders extends Error {
  constructor(
    message: string,
    public readonly headers: ErrorHeaders = {},
  ) {
    super(message);
  }
}

/** Retry-After in whole seconds, at least one: a client that retries at 0 is refused again. */
export function retryAfter(secondsLeft: number): ErrorHeaders {
  return { 'retry-after': String(Math.max(1, Math.ceil(secondsLeft))) };
}

/**
 * An expected failure with a stable code, mapped to an HTTP status by the error handler,
 * which also writes its `headers` (a 429's Retry-After), so no route sets them by hand.
 */
export class AppError extends ErrorWithHeaders {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly details?: unknown,
    headers: ErrorHeaders = {},
  ) {
    super(message, headers);
    this.name = 'AppError';
  }

  /** Over a rate limit: 429 with Retry-After, in the words of the limit that was hit. */
  static tooManyRequests(secondsLeft: number, message: string): AppError {
    return new AppError(
      429,
      'over_request_rate_limit',
      message,
      undefined,
      retryAfter(secondsLeft),
    );
  }

  static notFound(message = 'Not found'): AppError {
    return new AppError(404, 'not_found', message);
  }

  static forbidden(message = 'You do not have permission to do that'): AppError {
    return new AppError(403, 'forbidden', message);
  }

  static unauthorized(message = 'Sign in required'): AppError {
    return new AppError(401, 'unauthorized', message);
  }

  static badRequest(message: string, details?: unknown): AppError {
    return new AppError(400, 'validation_failed', message, details);
  }
}

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/**
 * Writes what an error says about the answer beyond its body (a 429's Retry-After) onto
 * the reply: every error handler and every route that answers an AppError itself calls it.
 */
export function writeErrorHeaders(
  reply: { headers(values: Record<string, string>): unknown },
  error: unknown,
): void {
  if (error instanceof ErrorWithHeaders) reply.headers({ ...error.headers });
}
