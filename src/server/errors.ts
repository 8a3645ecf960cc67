/** An expected failure with a stable code, mapped to an HTTP status by the error handler. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
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
