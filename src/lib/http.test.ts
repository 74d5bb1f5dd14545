import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CANCELLED, configureHttp, http } from './http';

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('http', () => {
  const onError = vi.fn();
  const onTokenExpired = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    configureHttp({ onError, onTokenExpired });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetAllMocks();
  });

  it('sends the JSON:API content type and the stored bearer token', async () => {
    localStorage.setItem('token', 'abc123');
    fetchMock.mockResolvedValue(respond(200, { data: [] }));
    await http.post('/api/x', { body: { a: 1 } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc123');
    expect(headers.get('Accept')).toBe('application/vnd.api+json');
    expect(headers.get('Content-Type')).toBe('application/vnd.api+json');
  });

  it('parses the response with its contract', async () => {
    fetchMock.mockResolvedValue(respond(200, { data: { n: 2 } }));
    const out = await http.get('/api/x', { schema: v.object({ data: v.object({ n: v.number() }) }) });
    expect(out.data.n).toBe(2);
  });

  it('treats a response that breaks its contract as an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(respond(200, { data: { n: 'two' } }));
    await expect(
      http.get('/api/x', { schema: v.object({ data: v.object({ n: v.number() }) }) }),
    ).rejects.toThrow(ApiError);
    expect(onError).toHaveBeenCalledWith('Oops! Something went wrong');
  });

  it('toasts the catalogue message and returns the 422 field messages', async () => {
    fetchMock.mockResolvedValue(respond(422, { message: 'Invalid', errors: { bin: ['BIN is required'] } }));
    const error = (await http.post('/api/x', { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.message).toBe('BIN is required');
    expect(error.fields).toEqual({ bin: 'BIN is required' });
    expect(onError).toHaveBeenCalledWith('BIN is required');
  });

  it('stays quiet when the caller shows the error itself', async () => {
    fetchMock.mockResolvedValue(respond(404, { message: 'Not found' }));
    await expect(http.get('/api/x', { silent: true })).rejects.toThrow('Not found');
    expect(onError).not.toHaveBeenCalled();
  });

  it("ends the session on 401 'Token expired'", async () => {
    fetchMock.mockResolvedValue(respond(401, { message: 'Token expired' }));
    await expect(http.get('/api/x', { silent: true })).rejects.toThrow('Token expired');
    expect(onTokenExpired).toHaveBeenCalledExactlyOnceWith('Token expired');
    expect(onError).toHaveBeenCalledWith('Token expired');
  });

  it('ends the session without a toast when the password was changed elsewhere, saying which', async () => {
    fetchMock.mockResolvedValue(respond(401, { message: 'Password changed' }));
    await expect(http.get('/api/x', { silent: true })).rejects.toThrow('Password changed');
    expect(onTokenExpired).toHaveBeenCalledWith('Password changed');
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not end the session on another 401', async () => {
    fetchMock.mockResolvedValue(respond(401, { message: 'Wrong password' }));
    await expect(http.post('/api/x')).rejects.toThrow('Wrong password');
    expect(onTokenExpired).not.toHaveBeenCalled();
  });

  it('says there is no connection when a request got no answer, though the phone still says online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await http.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('No internet connection. Check your connection and try again.');
    expect(error.status).toBeUndefined();
    expect(onError).toHaveBeenCalledWith('No internet connection. Check your connection and try again.');
    expect(onError).not.toHaveBeenCalledWith('Oops! Something went wrong');
  });

  it("says the same of a captive Wi-Fi's sign-in page answering where JSON was due", async () => {
    fetchMock.mockResolvedValue(
      new Response('<html><title>Sign in to Wi-Fi</title></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    await expect(http.get('/api/x', { schema: v.object({ data: v.array(v.unknown()) }) })).rejects.toThrow(
      'No internet connection. Check your connection and try again.',
    );
  });

  // A page that unmounts aborts its requests: whatever the failure that follows (a network error
  // on a retry), it is cancelled, with no toast and nothing logged for a page nobody sees.
  it('cancels quietly a request whose caller has left, whatever failed after', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const leave = new AbortController();
    fetchMock.mockImplementation(() => {
      leave.abort();
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const error = (await http.get('/api/x', { signal: leave.signal }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(CANCELLED);
    expect(onError).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });
});
