import { ACCESS_DENIED, FALLBACK_MESSAGE } from '@/domain/constants/error-messages';

/** The body shapes the server (or a gateway in front of it) may answer with. */
export interface ErrorPayload {
  message?: unknown;
  error?: unknown;
  detail?: unknown;
  reason?: unknown;
  errors?: unknown;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** `errors[0].detail` of a JSON:API error list. */
function firstDetail(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  const first: unknown = errors[0];
  return typeof first === 'object' && first !== null
    ? text((first as { detail?: unknown }).detail)
    : undefined;
}

/** The first message of a `{ field: [messages] }` map (a 422). */
function firstValue(errors: unknown): string | undefined {
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  const first: unknown = Object.values(errors)[0];
  return Array.isArray(first) ? text(first[0]) : text(first);
}

/** The message a toast shows for a failed call, following the precedence of the §8 catalogue. */
export function errorMessage(status: number | undefined, body: ErrorPayload | undefined): string {
  const b = body ?? {};
  const pick = (...candidates: (string | undefined)[]) => candidates.find((c) => c !== undefined);
  switch (status) {
    case 401:
    case 404:
      return pick(text(b.message), firstDetail(b.errors)) ?? ACCESS_DENIED;
    case 403:
      return pick(firstDetail(b.errors), text(b.message)) ?? FALLBACK_MESSAGE;
    case 422:
      return pick(firstValue(b.errors), text(b.message), text(b.detail), text(b.reason)) ?? FALLBACK_MESSAGE;
    case 405:
      return firstDetail(b.errors) ?? FALLBACK_MESSAGE;
    case 400:
      return pick(text(b.error), text(b.message), text(b.detail), text(b.reason)) ?? FALLBACK_MESSAGE;
    case 500:
      return pick(text(b.error), text(b.message)) ?? FALLBACK_MESSAGE;
    default:
      return pick(text(b.error), text(b.message)) ?? FALLBACK_MESSAGE;
  }
}

/** Field messages of a 422, so a form can show each under its field. */
export function fieldErrors(
  status: number | undefined,
  body: ErrorPayload | undefined,
): Record<string, string> {
  if (
    status !== 422 ||
    typeof body?.errors !== 'object' ||
    body.errors === null ||
    Array.isArray(body.errors)
  ) {
    return {};
  }
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.errors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? text(messages[0]) : text(messages);
    if (first) out[field] = first;
  }
  return out;
}
