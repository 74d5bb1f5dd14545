import { and, eq, isNull } from 'drizzle-orm';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Db } from '../../db/client';
import { sessions } from '../../db/auth-schema';
import { accountAudit, taxpayerMfa } from '../../db/mfa-schema';
import { findByMobile } from '../accounts/taxpayer-queries';
import { endChallenges } from './challenges';
import { dropRecoveryCodes } from './recovery-codes';
import { sendSettingsNotice } from './settings-notice';

/**
 * The LGU office's way back in for someone who lost both the phone and the recovery codes (after
 * checking who they are in person): every second factor off, recovery codes and open sign-ins
 * gone, every session ended, and an audit row of who did it, when and why. The PIN stays.
 */
export async function resetMfa(
  deps: { db: Db; now: () => Date; sms: SmsSender; mail: MailSender },
  input: { mobile: string; actor: string; reason: string },
) {
  const account = await findByMobile(deps.db, input.mobile);
  if (!account) return null;
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(taxpayerMfa)
      .set({
        smsEnabled: false,
        emailEnabled: false,
        totpSecret: null,
        totpLastStep: null,
        pendingTotpSecret: null,
        pendingTotpAt: null,
        updatedAt: at,
      })
      .where(eq(taxpayerMfa.taxpayerId, account.id));
    await dropRecoveryCodes(tx, account.id);
    await endChallenges(tx, account.id, at);
    await tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.taxpayerId, account.id), isNull(sessions.revokedAt)));
    await tx.insert(accountAudit).values({
      taxpayerId: account.id,
      action: 'reset-mfa',
      actor: input.actor,
      reason: input.reason,
      createdAt: at,
    });
  });
  // Told after the change is safe: an SMS outage must not undo the office's work.
  const told = await sendSettingsNotice(deps, account, 'operator-reset').then(
    () => true,
    () => false,
  );
  return { taxpayerId: account.id, told };
}
