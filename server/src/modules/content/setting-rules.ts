import { BILLING_SOURCES } from '@/domain/constants/billing-sources';
import { APPROVAL_SHARE_SETTING } from '@/domain/fees/fee-adjustment';
import { approvalShareRule } from '../assessment/approval-share';
import { EGOV_SETTINGS } from '../egov/egov.service';
import { MFA_REQUIRED_SETTING } from '../mfa/mfa-settings-keys';
import { RPT_SETTING_RULES } from '../property-tax/rpt-settings';

const trueOrFalse = (raw: string) =>
  raw === 'true' || raw === 'false' ? undefined : 'must be true or false';

/**
 * The operator settings (the `settings` table) and each one's check, shared by `settings set` on
 * the command line and the console's settings page: a problem in words, or undefined when fine.
 */
export const SETTING_RULES: Readonly<Record<string, (raw: string) => string | undefined>> = {
  billing_import: (raw) =>
    (BILLING_SOURCES as readonly string[]).includes(raw)
      ? undefined
      : `must be one of ${BILLING_SOURCES.join(', ')}`,
  [EGOV_SETTINGS.rptaxApiCheck]: trueOrFalse,
  [EGOV_SETTINGS.rptaxApiAvailable]: trueOrFalse,
  [EGOV_SETTINGS.mridRedirectUrl]: (raw) =>
    /^https:\/\/\S+$/.test(raw) ? undefined : 'must be an https:// address',
  ...RPT_SETTING_RULES,
  [MFA_REQUIRED_SETTING]: trueOrFalse,
  [APPROVAL_SHARE_SETTING]: approvalShareRule,
};

/** A setting's value as stored: billing_import upper-cased, the others as typed. */
export const settingValue = (key: string, raw: string) =>
  key === 'billing_import' ? raw.trim().toUpperCase() : raw.trim();
