let siteKey = '';

/**
 * Set once the site content arrives (`variables.RECAPTCHA_SITE_KEY`); empty means development.
 * Apart from lib/recaptcha, so the first page carries only this, not the bot-check client.
 */
export function setBotCheckSiteKey(key: string) {
  siteKey = key.trim();
}

export const botCheckSiteKey = () => siteKey;
