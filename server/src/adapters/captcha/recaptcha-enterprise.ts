import type { BotCheck } from './bot-check';

interface Assessment {
  tokenProperties?: { valid?: boolean; action?: string };
  riskAnalysis?: { score?: number };
}

/** reCAPTCHA Enterprise: creates an assessment and checks validity, action and score. */
export function createRecaptchaEnterprise(options: {
  projectId: string;
  apiKey: string;
  siteKey: string;
  minScore: number;
  fetchImpl?: typeof fetch;
}): BotCheck {
  const doFetch = options.fetchImpl ?? fetch;
  const url = `https://recaptchaenterprise.googleapis.com/v1/projects/${encodeURIComponent(options.projectId)}/assessments?key=${encodeURIComponent(options.apiKey)}`;
  return {
    async verify(token, action) {
      if (!token) return false;
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: { token, siteKey: options.siteKey, expectedAction: action } }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`reCAPTCHA answered ${response.status}`);
      const assessment = (await response.json()) as Assessment;
      return (
        assessment.tokenProperties?.valid === true &&
        assessment.tokenProperties.action === action &&
        (assessment.riskAnalysis?.score ?? 0) >= options.minScore
      );
    },
  };
}
