/** Verifies a client's bot-check token for an action; resolves false for a bad or low-score token. */
export interface BotCheck {
  verify(token: string, action: string): Promise<boolean>;
}

/** What the client uses when no reCAPTCHA site key is configured (dev verifier). */
export const DEV_BOT_CHECK_TOKEN = 'dev-bot-check';
