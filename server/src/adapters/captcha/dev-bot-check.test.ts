import { describe, expect, it } from 'vitest';
import { DEV_BOT_CHECK_TOKEN } from './bot-check';
import { createDevBotCheck, createDisabledBotCheck } from './dev-bot-check';

describe('dev bot check', () => {
  it("accepts the client's dev token and nothing else", async () => {
    const check = createDevBotCheck();
    expect(DEV_BOT_CHECK_TOKEN).toBe('dev-bot-check');
    expect(await check.verify(DEV_BOT_CHECK_TOKEN, 'submit')).toBe(true);
    expect(await check.verify('anything-else', 'submit')).toBe(false);
    expect(await check.verify('', 'submit')).toBe(false);
  });

  it('lets everything through when the operator switched the check off', async () => {
    expect(await createDisabledBotCheck().verify('whatever', 'submit')).toBe(true);
  });
});
