import { DEV_BOT_CHECK_TOKEN, type BotCheck } from './bot-check';

/** Outside production, with no keys: accepts the client's dev token and nothing else. */
export function createDevBotCheck(): BotCheck {
  return { verify: (token) => Promise.resolve(token === DEV_BOT_CHECK_TOKEN) };
}

/** Production with BOT_CHECK_DISABLED: every request passes (the operator chose this). */
export function createDisabledBotCheck(): BotCheck {
  return { verify: () => Promise.resolve(true) };
}
