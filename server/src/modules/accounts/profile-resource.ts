import { PROFILE_COMPLETENESS_FIELDS } from '@/domain/contracts/profile-completeness';
import { resource } from '../../http/json-api';
import type { Taxpayer } from './taxpayer-queries';

/** The §3 profile attributes of an account, as the web app stores them under `profile`. */
export function profileAttributes(t: Taxpayer) {
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
    is_mfa_required: 0,
    preferred_mfa: t.preferredMfa,
    language: t.language,
    is_email_2fa_enabled: 0,
    is_sms_2fa_enabled: 0,
    is_google_2fa_enabled: 0,
    user_id: text('user_id') || null,
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
export const profileResource = (t: Taxpayer) => resource('taxpayers', t.id, profileAttributes(t));
