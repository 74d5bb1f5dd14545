import { describe, expect, it } from 'vitest';
import { createHttpSms } from './http-sms';

/** A fetch that records each request and answers with `status`. */
function recordingFetch(status = 200) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    requests.push({ url: String(input), init: init ?? {} });
    return Promise.resolve(new Response(JSON.stringify({ id: 'msg-1' }), { status }));
  };
  return { fetchImpl, requests };
}

describe('HTTP SMS adapter', () => {
  it('POSTs JSON { to, from, message } with the bearer token', async () => {
    const { fetchImpl, requests } = recordingFetch();
    const sms = createHttpSms({
      url: 'https://sms.example.ph/send',
      token: 's3cret',
      sender: 'BAYAN',
      fetchImpl,
    });
    await sms.send('639171234567', 'Your code is 123456');

    expect(requests).toHaveLength(1);
    const [{ url, init } = { url: '', init: {} }] = requests;
    expect(url).toBe('https://sms.example.ph/send');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer s3cret' });
    expect(JSON.parse(String(init.body))).toEqual({
      to: '639171234567',
      from: 'BAYAN',
      message: 'Your code is 123456',
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no Authorization header without a token', async () => {
    const { fetchImpl, requests } = recordingFetch();
    await createHttpSms({ url: 'https://sms.example.ph/send', sender: 'BAYAN', fetchImpl }).send(
      '639171234567',
      'hi',
    );
    expect(requests[0]?.init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it.each([400, 401, 500, 503])('throws when the provider answers %i', async (status) => {
    const { fetchImpl } = recordingFetch(status);
    const sms = createHttpSms({ url: 'https://sms.example.ph/send', token: 't', sender: 'BAYAN', fetchImpl });
    await expect(sms.send('639171234567', 'hi')).rejects.toThrow(`SMS provider answered ${status}`);
  });
});
