import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download-file';
import { ApiError, configureHttp } from './http';
import { uploadFile } from './upload-file';

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An XMLHttpRequest that answers `status` with `body` as soon as it is sent. */
function answeringXhr(status: number, body: unknown) {
  return class {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  };
}

describe('uploads and downloads fail the way every other request does', () => {
  const onError = vi.fn();
  const onTokenExpired = vi.fn();
  beforeEach(() => configureHttp({ onError, onTokenExpired }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetAllMocks();
  });

  it('ends the session when the token expired during an upload', async () => {
    vi.stubGlobal('XMLHttpRequest', answeringXhr(401, { message: 'Token expired' }));
    const upload = uploadFile('/api/x', new File(['x'], 'a.png'), () => undefined);
    await expect(upload).rejects.toMatchObject({ message: 'Token expired', status: 401 });
    expect(onTokenExpired).toHaveBeenCalledOnce();
  });

  it("puts an upload's 422 message under its field without a toast", async () => {
    vi.stubGlobal('XMLHttpRequest', answeringXhr(422, { errors: { file: ['The file must be an image.'] } }));
    const err = await uploadFile('/api/x', new File(['x'], 'a.png'), () => undefined).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).fields).toEqual({ file: 'The file must be an image.' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('ends the session when the token expired during a download', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(respond(401, { message: 'Token expired' }));
    await expect(downloadFile('/api/r.pdf', 'r.pdf', fetchImpl)).rejects.toMatchObject({ status: 401 });
    expect(onTokenExpired).toHaveBeenCalledOnce();
  });

  it("says a download's 404 with the §8 message", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(respond(404, {}));
    await expect(downloadFile('/api/r.pdf', 'r.pdf', fetchImpl)).rejects.toMatchObject({
      message: 'Access denied!',
      status: 404,
    });
    expect(onTokenExpired).not.toHaveBeenCalled();
  });
});
