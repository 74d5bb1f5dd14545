import { errorMessage, type ErrorPayload } from './error-message';
import { ApiError } from './http';
import { readStored } from './storage';

/**
 * Uploads one file as multipart `file`, reporting progress (0–100). XMLHttpRequest, because
 * fetch cannot report upload progress; errors follow the same §8 catalogue as `http`. POST by
 * default; PUT where the file replaces a resource's (a transaction's proof of payment).
 */
export function uploadFile(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  method: 'POST' | 'PUT' = 'POST',
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
      const payload = body as ErrorPayload | undefined;
      const fields =
        payload?.errors && !Array.isArray(payload.errors) ? (payload.errors as Record<string, string[]>) : {};
      reject(
        new ApiError(
          errorMessage(xhr.status, payload),
          xhr.status,
          Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ''])),
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError('The upload failed. Check your connection and try again.', undefined));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
