import type { ErrorPayload } from './error-message';
import { failedRequest } from './http';
import { readStored } from './storage';

/**
 * Fetches a file the API serves only with the bearer token (an e-receipt PDF) — a plain link
 * would not carry the token — and answers it with the name the server gave it. Errors take the
 * same mapping as `http` (`failedRequest`), shown in place by the caller.
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ blob: Blob; name: string }> {
  const token = readStored('token');
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw failedRequest(
      undefined,
      undefined,
      true,
      'The download failed. Check your connection and try again.',
    );
  }
  if (!response.ok) {
    let body: ErrorPayload | undefined;
    try {
      body = (await response.json()) as ErrorPayload;
    } catch {
      body = undefined;
    }
    throw failedRequest(response.status, body, true);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), name: name ? decodeURIComponent(name) : fallbackName };
}

/** Hands a blob to the browser as a download with the given name. */
export function saveFile(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
