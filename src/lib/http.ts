import { FetchError, ofetch } from 'ofetch';
import * as v from 'valibot';
import { FALLBACK_MESSAGE, PASSWORD_CHANGED, TOKEN_EXPIRED } from '@/domain/constants/error-messages';
import { SECOND_FACTOR_REQUIRED_CODE } from '@/domain/contracts/mfa-phone-check';
import { errorMessage, fieldErrors, type ErrorPayload } from './error-message';
import { getLocale } from './i18n/locale';
import { readStored } from './storage';
import { isOffline } from './use-online';

const JSON_API = 'application/vnd.api+json';

/** A failed call: the message the catalogue chose and, for a 422, each field's message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly fields: Record<string, string> = {},
    /** The JSON:API error `code` (errors[0].code): a refusal the app acts on, in any language. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** `errors[0].code` of a JSON:API error list, when there is one. */
function errorCode(body: ErrorPayload | undefined): string | undefined {
  const first: unknown = Array.isArray(body?.errors) ? (body.errors as unknown[])[0] : undefined;
  const code = typeof first === 'object' && first !== null ? (first as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

export interface HttpHooks {
  /** Shows the catalogue's message (a toast). */
  onError(message: string): void;
  /** 401 'Token expired' or 'Password changed' (which it is): the app clears the session and leaves the page. */
  onTokenExpired(why: string): void;
  /** 403 second_factor_required (the LGU now requires one): the app opens the MFA dialog. */
  onSecondFactorRequired?(): void;
}

let hooks: HttpHooks = { onError: () => undefined, onTokenExpired: () => undefined };

/** Wires the error toast and the expired-session handler; called once by the app at start. */
export function configureHttp(next: HttpHooks) {
  hooks = next;
}

interface Options<S extends v.GenericSchema | undefined> {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** The response contract from src/domain; a response that breaks it is an error, not bad data. */
  schema?: S;
  /** Do not toast the error (the caller shows it in place). */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Result<S> = S extends v.GenericSchema ? v.InferOutput<S> : unknown;

type Query = Options<undefined>['query'];

function headersFor(options: Pick<Options<undefined>, 'headers' | 'body'>) {
  const token = readStored('token');
  // The server answers (messages, 422s, content) in the language the person chose here.
  const headers: Record<string, string> = {
    Accept: JSON_API,
    'Accept-Language': getLocale() === 'fil' ? 'fil, en;q=0.5' : 'en',
    ...options.headers,
  };
  // A caller's own Authorization (the staff console's token) wins over the resident's session.
  if (token && !options.headers?.Authorization) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined && !(options.body instanceof FormData)) headers['Content-Type'] = JSON_API;
  return headers;
}

// The token is part of the key: an answer warmed for one session is never another's.
const warmKey = (url: string, query: Query) =>
  `${readStored('token') ?? ''} ${url}?${new URLSearchParams(Object.entries(query ?? {}).map(([k, val]) => [k, String(val)])).toString()}`;

// GETs started before the page that asks for them has loaded (warmGet), for a few seconds.
const warmed = new Map<string, Promise<unknown>>();
const WARM_FOR_MS = 10_000;

/**
 * Starts a signed-in GET now that the page about to load will ask for first, so its data does
 * not wait for the page's code: the page's own `http.get` of the same URL and query takes this
 * answer (or its failure, handled there as usual) instead of asking again.
 */
export function warmGet(url: string, query?: Query, started?: Promise<Response>) {
  const key = warmKey(url, query);
  if (!readStored('token') || isOffline() || warmed.has(key)) return;
  const ask = () => ofetch(url, { headers: headersFor({}), query, retry: 1 });
  // A response the first HTML already started (src/app/early) is taken when it succeeded;
  // a failure is asked again here, so it fails exactly as the page's own request would.
  const early = started ? started.then((res) => (res.ok ? res.json() : ask()), ask) : ask();
  early.catch(() => undefined);
  warmed.set(key, early);
  setTimeout(() => warmed.delete(key), WARM_FOR_MS);
}

function takeWarm(url: string, query: Query): Promise<unknown> | undefined {
  const key = warmKey(url, query);
  const early = warmed.get(key);
  warmed.delete(key);
  return early;
}

async function request<S extends v.GenericSchema | undefined>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: Options<S> = {},
): Promise<Result<S>> {
  let data: unknown;
  try {
    const early = method === 'GET' ? takeWarm(url, options.query) : undefined;
    data = await (early ??
      ofetch(url, {
        method,
        headers: headersFor(options),
        query: options.query,
        body: options.body as BodyInit | Record<string, unknown> | undefined,
        signal: options.signal,
        retry: method === 'GET' ? 1 : 0,
      }));
    if (options.signal?.aborted) throw new DOMException('The caller left', 'AbortError');
  } catch (err) {
    // Whatever the failure, a request whose caller has left (a page unmounted) is cancelled:
    // nobody is told, and nothing is logged for it.
    if (options.signal?.aborted) throw new ApiError(CANCELLED, undefined);
    throw toApiError(err, options.silent);
  }
  if (!options.schema) return data as Result<S>;
  // A page where JSON was due: a captive Wi-Fi's sign-in page or a proxy's, not the portal.
  if (typeof data === 'string') throw failedRequest(undefined, undefined, options.silent);
  const parsed = v.safeParse(options.schema, data);
  if (parsed.success) return parsed.output as Result<S>;
  console.error('Unexpected response from', url, parsed.issues);
  const error = new ApiError(FALLBACK_MESSAGE, undefined);
  if (!options.silent) hooks.onError(error.message);
  throw error;
}

/** The message of a request its caller aborted (no status either, but not a network failure). */
export const CANCELLED = 'Cancelled';

function toApiError(err: unknown, silent = false): ApiError {
  if (err instanceof DOMException && err.name === 'AbortError') return new ApiError(CANCELLED, undefined);
  if (!(err instanceof FetchError) || err.statusCode === undefined) {
    console.error('Request failed without a status', err);
    return failedRequest(undefined, undefined, silent);
  }
  return failedRequest(err.statusCode, err.data as ErrorPayload | undefined, silent);
}

/** What a request that got no answer at all says (toast-view.tsx says it in Filipino too). */
export const OFFLINE_MESSAGE = 'No internet connection. Check your connection and try again.';

/**
 * The one mapping from a failed call to what the user is told, for `http`, uploads and
 * downloads alike: an expired token ends the session (§8 'Token expired'), a request that got no
 * answer at all says there is no connection — whatever `navigator.onLine` claims, which stays
 * true with no load or behind a captive Wi-Fi (issue 30) — and anything else takes the §8
 * catalogue's message; toasted unless `silent`. `unreachable` is what to say instead of the
 * connection message (an upload's own words).
 */
export function failedRequest(
  status: number | undefined,
  body: ErrorPayload | undefined,
  silent = false,
  unreachable?: string,
): ApiError {
  const ended = status === 401 ? body?.message : undefined;
  if (ended === TOKEN_EXPIRED || ended === PASSWORD_CHANGED) {
    // A password changed elsewhere is said by the page the app goes to, not a toast.
    if (ended === TOKEN_EXPIRED) hooks.onError(ended);
    hooks.onTokenExpired(ended);
    return new ApiError(ended, 401);
  }
  const code = errorCode(body);
  if (status === 403 && code === SECOND_FACTOR_REQUIRED_CODE) {
    // Not a toast: the MFA dialog that opens says what to do.
    hooks.onSecondFactorRequired?.();
    return new ApiError(errorMessage(status, body), status, {}, code);
  }
  const message = status === undefined ? (unreachable ?? OFFLINE_MESSAGE) : errorMessage(status, body);
  if (!silent) hooks.onError(message);
  return new ApiError(message, status, fieldErrors(status, body), code);
}

/** The one HTTP client: JSON:API content type, bearer token, §8 error catalogue, response contracts. */
export const http = {
  get: <S extends v.GenericSchema | undefined>(url: string, o?: Options<S>) => request('GET', url, o),
  post: <S extends v.GenericSchema | undefined>(url: string, o?: Options<S>) => request('POST', url, o),
  put: <S extends v.GenericSchema | undefined>(url: string, o?: Options<S>) => request('PUT', url, o),
  delete: <S extends v.GenericSchema | undefined>(url: string, o?: Options<S>) => request('DELETE', url, o),
};
