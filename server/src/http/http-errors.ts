import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ACCESS_DENIED } from '@/domain/constants/error-messages';
import type { Language } from '@/domain/constants/languages';
import type { ServerMessage } from './i18n/server-messages';

/**
 * An error a service throws on purpose; the error handler turns it into a status and §8 body. A
 * module's message (`serverMessages`) answers in the request's language by its id; plain English
 * is looked up in the older shared catalogue.
 */
export class HttpError extends Error {
  /** The module message thrown, when it was one. */
  readonly said: ServerMessage | undefined;

  constructor(
    readonly status: ContentfulStatusCode,
    message: string | ServerMessage,
    readonly headers: Record<string, string> = {},
    /** The JSON:API error object's `code`: what the web app acts on, whatever the language. */
    readonly code?: string,
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.said = typeof message === 'string' ? undefined : message;
  }
}

/** An HttpError class for one status, with the message it says when given none. */
function statusError(status: ContentfulStatusCode, fallback: string) {
  return class extends HttpError {
    constructor(message: string | ServerMessage = fallback) {
      super(status, message);
    }
  };
}

export class BadRequestError extends statusError(400, 'Bad request') {}
export class UnauthorizedError extends statusError(401, ACCESS_DENIED) {}
export class ForbiddenError extends statusError(403, ACCESS_DENIED) {}
export class NotFoundError extends statusError(404, 'Not found') {}
export class ConflictError extends statusError(409, 'Conflict') {}

export class TooManyRequestsError extends HttpError {
  constructor(message: string | ServerMessage, retryAfterSeconds: number, code?: string) {
    super(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) }, code);
  }
}

export class ServiceUnavailableError extends statusError(
  503,
  'The service is temporarily unavailable. Please try again shortly.',
) {}

/** A 422's `message`: the first message of the first field. */
export const firstFieldMessage = (fields: Record<string, string[]>): string =>
  Object.values(fields)[0]?.[0] ?? 'The given data was invalid.';

/** A 422 that names each failing field, so the form can show the message under it. */
export class ValidationError extends HttpError {
  constructor(
    readonly fields: Record<string, string[]>,
    /** The same fields' messages written in another language (§5 rules), when they can be. */
    readonly inLanguage?: (language: Language) => Record<string, string[]>,
  ) {
    super(422, firstFieldMessage(fields));
  }
}

/** A 422 on one field with a module's message, in the request's language by its id. */
export const invalidField = (field: string, message: ServerMessage) =>
  new ValidationError({ [field]: [message.en] }, (language) => ({ [field]: [message[language]] }));
