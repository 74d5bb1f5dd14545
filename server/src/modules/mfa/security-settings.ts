import { MFA_TYPES, type MfaSettings } from '@/domain/contracts/mfa';
import { resource } from '../../http/json-api';
import type { Taxpayer } from '../accounts/taxpayer-queries';
import { readMfa, securityFlags } from './mfa-account';
import type { MfaDeps } from './mfa-deps';
import { lguRequiresMfa } from './mfa-settings-keys';
import { reauthenticatedUntil } from './reauthentication';
import { recoveryCodesLeft } from './recovery-codes';

/** The profile's security section: the account's sign-in settings as mfaSettingsDocument's data. */
export async function securitySettings(
  deps: Pick<MfaDeps, 'db' | 'now'>,
  account: Taxpayer,
  sessionId: number,
) {
  const [row, lgu, left, reauth] = await Promise.all([
    readMfa(deps.db, account.id),
    lguRequiresMfa(deps.db),
    recoveryCodesLeft(deps.db, account.id),
    reauthenticatedUntil(deps.db, sessionId, deps.now()),
  ]);
  const flags = securityFlags(account, row, lgu);
  const attributes: MfaSettings = {
    ...flags,
    preferred_mfa: MFA_TYPES.find((t) => t === flags.preferred_mfa) ?? null,
    is_mfa_required_by_lgu: lgu ? 1 : 0,
    recovery_codes_left: left,
    has_pin: Boolean(row?.pinHash),
    is_pin_locked: Boolean(row?.pinLockedAt),
    reauthenticated_until: reauth?.until.toISOString() ?? null,
  };
  return resource('mfa_settings', account.id, attributes);
}
