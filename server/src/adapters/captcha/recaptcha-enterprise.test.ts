import { describe, expect, it } from 'vitest';
import { createRecaptchaEnterprise } from './recaptcha-enterprise';

/** A fetch that records each request and answers with an assessment. */
function assessing(assessment: unknown, status = 200) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    requests.push({ url: String(input), init: init ?? {} });
    return Promise.resolve(new Response(JSON.stringify(assessment), { status }));
  };
  const check = createRecaptchaEnterprise({
    projectId: 'bayan-lgu',
    apiKey: 'api key/1',
    siteKey: 'site-key-1',
    minScore: 0.5,
    fetchImpl,
  });
  return { check, requests };
}

const human = { tokenProperties: { valid: true, action: 'submit' }, riskAnalysis: { score: 0.9 } };

describe('reCAPTCHA Enterprise adapter', () => {
  it('creates an assessment for the token, site key and expected action', async () => {
    const { check, requests } = assessing(human);
    expect(await check.verify('client-token', 'submit')).toBe(true);

    expect(requests).toHaveLength(1);
    const [{ url, init } = { url: '', init: {} }] = requests;
    expect(url).toBe(
      'https://recaptchaenterprise.googleapis.com/v1/projects/bayan-lgu/assessments?key=api%20key%2F1',
    );
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({
      event: { token: 'client-token', siteKey: 'site-key-1', expectedAction: 'submit' },
    });
  });

  it('accepts a score exactly at the minimum', async () => {
    const { check } = assessing({ ...human, riskAnalysis: { score: 0.5 } });
    expect(await check.verify('t', 'submit')).toBe(true);
  });

  it.each([
    ['a low score', { ...human, riskAnalysis: { score: 0.3 } }],
    ['no score', { tokenProperties: human.tokenProperties }],
    ['another action', { ...human, tokenProperties: { valid: true, action: 'login' } }],
    ['an invalid token', { ...human, tokenProperties: { valid: false, action: 'submit' } }],
    ['an empty assessment', {}],
  ])('answers false for %s', async (_, assessment) => {
    const { check } = assessing(assessment);
    expect(await check.verify('t', 'submit')).toBe(false);
  });

  it('answers false for an empty token without asking Google', async () => {
    const { check, requests } = assessing(human);
    expect(await check.verify('', 'submit')).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it.each([400, 403, 500])('throws when the API answers %i', async (status) => {
    const { check } = assessing({ error: { code: status } }, status);
    await expect(check.verify('t', 'submit')).rejects.toThrow(`reCAPTCHA answered ${status}`);
  });
});
