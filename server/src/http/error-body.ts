/**
 * Body shapes read by the client's error catalogue (§8): `message` everywhere, `errors` as
 * JSON:API error objects (401/403/404/405 read `errors[0].detail`), except 422 where `errors`
 * maps each field to its messages ("first error value"), and `error` for 400/500.
 */
export interface ErrorBody {
  message: string;
  error?: string;
  errors: { status: string; title: string; detail: string; code?: string }[] | Record<string, string[]>;
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * Builds the error body for a status and a user-facing message; `code` (a JSON:API error member)
 * names a refusal the web app acts on, since the message is in the reader's language.
 */
export function errorBody(
  status: number,
  message: string,
  fields?: Record<string, string[]>,
  code?: string,
): ErrorBody {
  if (status === 422 && fields) return { message, errors: fields };
  const error = { status: String(status), title: titles[status] ?? 'Error', detail: message };
  const body: ErrorBody = { message, errors: [code ? { ...error, code } : error] };
  if (status === 400 || status >= 500) body.error = message;
  return body;
}
