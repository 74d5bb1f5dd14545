import { botCheckSiteKey } from './bot-check-key';

/** The token the server's development verifier accepts when no site key is configured. */
export const DEV_BOT_CHECK_TOKEN = 'dev-bot-check';

interface Enterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
declare global {
  interface Window {
    grecaptcha?: { enterprise?: Enterprise };
  }
}

let loading: Promise<Enterprise> | null = null;

// The script is fetched on the first sensitive action, not at start: the landing page stays light.
function loadEnterprise(key: string): Promise<Enterprise> {
  loading ??= new Promise<Enterprise>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(key)}`;
    script.async = true;
    script.onload = () => {
      const enterprise = window.grecaptcha?.enterprise;
      if (enterprise) enterprise.ready(() => resolve(enterprise));
      else reject(new Error('reCAPTCHA did not start'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA could not load'));
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    // A failed load (offline, blocked) may succeed on the next try.
    loading = null;
    throw err;
  });
  return loading;
}

/**
 * The bot-check token every sensitive action sends as `recaptcha` (§5): reCAPTCHA Enterprise with
 * action `submit` when a site key is configured, the development token otherwise.
 */
export async function getBotCheckToken(): Promise<string> {
  const siteKey = botCheckSiteKey();
  if (!siteKey) return DEV_BOT_CHECK_TOKEN;
  try {
    const enterprise = await loadEnterprise(siteKey);
    return await enterprise.execute(siteKey, { action: 'submit' });
  } catch {
    throw new Error('The security check could not load. Check your connection and try again.');
  }
}
