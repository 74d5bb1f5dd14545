import { PROFILE_COMPLETENESS_FIELDS } from '@/domain/contracts/profile-completeness';
import { resource } from '../../http/json-api';
import type { SecurityFlags } from '../mfa/mfa-account';
import type { Taxpayer } from './taxpayer-queries';

/**
 * The §3 profile attributes of an account, as the web app stores them under `profile`. `security`
 * (readSecurityFlags) keeps the MFA fields and user_id true; without it they read as off.
 */
export function profileAttributes(t: Taxpayer, security?: SecurityFlags) {
  const d = t.details;
  const text = (key: string) => (typeof d[key] === 'string' ? (d[key] as string) : '');
  const attributes: Record<string, unknown> = {
    ...d,
    first_name: t.firstName,
    last_name: t.lastName,
    middle_name: text('middle_name'),
    extension_name: text('extension_name'),
    mobile_number: t.mobileNumber,
    email: t.email,
    email_verified: t.emailVerifiedAt !== null,
    is_resident: t.isResident,
    is_first_login: t.isFirstLogin ? 1 : 0,
    is_gcash_login: t.isGcashLogin ? 1 : 0,
    language: t.language,
    is_mfa_required: 0,
    is_email_2fa_enabled: 0,
    is_sms_2fa_enabled: 0,
    is_google_2fa_enabled: 0,
    google2fa_enable: 0,
    preferred_mfa: null,
    user_id: null,
    ...security,
    is_user_id_auth: 1,
    _full_name: [t.firstName, text('middle_name'), t.lastName, text('extension_name')]
      .filter(Boolean)
      .join(' '),
  };
  attributes.birth_date = attributes.birthdate ?? '';
  attributes.is_profile_complete = PROFILE_COMPLETENESS_FIELDS.every((f) => {
    const v = attributes[f];
    return typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null;
  });
  return attributes;
}

/** The profile as a JSON:API resource. */
export const profileResource = (t: Taxpayer, security?: SecurityFlags) =>
  resource('taxpayers', t.id, profileAttributes(t, security));
