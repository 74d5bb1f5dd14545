import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error a service throws on purpose; the error handler turns it into a status and §8 body. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class BadRequestError extends HttpError {
  constructor(message = 'Bad request') {
    super(400, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Access denied!') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Access denied!') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.') {
    super(503, message);
  }
}

/** A 422 that names each failing field, so the form can show the message under it. */
export class ValidationError extends HttpError {
  constructor(readonly fields: Record<string, string[]>) {
    super(422, Object.values(fields)[0]?.[0] ?? 'The given data was invalid.');
  }
}
