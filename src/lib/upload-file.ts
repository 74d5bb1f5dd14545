import type { ErrorPayload } from './error-message';
import { failedRequest } from './http';
import { readStored } from './storage';

/**
 * Uploads one file as multipart `file`, reporting progress (0–100). XMLHttpRequest, because
 * fetch cannot report upload progress; errors take the same mapping as `http` (`failedRequest`). POST by
 * default; PUT where the file replaces a resource's (a transaction's proof of payment).
 */
export function uploadFile(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  method: 'POST' | 'PUT' = 'POST',
  /** Form fields sent with the file (an OVR's number and last name with its photo). */
  fields: Readonly<Record<string, string>> = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/vnd.api+json');
    const token = readStored('token');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body);
        return;
      }
      // Shown in place by the upload field, not toasted; an expired token still ends the session.
      reject(failedRequest(xhr.status, body as ErrorPayload | undefined, true));
    };
    xhr.onerror = () =>
      reject(
        failedRequest(undefined, undefined, true, 'The upload failed. Check your connection and try again.'),
      );
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}
