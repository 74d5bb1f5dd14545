import { document, resource } from '../../http/json-api';
import type { SecurityFlags } from '../mfa/mfa-account';
import { profileResource } from './profile-resource';
import type { Taxpayer } from './taxpayer-queries';

/** The answer to a successful sign-in: the bearer token, and the profile in `included`. */
export function authDocument(
  session: { token: string; expiresAt: Date },
  taxpayer: Taxpayer,
  message: string,
  security?: SecurityFlags,
) {
  return {
    ...document(
      resource(
        'sessions',
        'current',
        {
          token: session.token,
          token_type: 'Bearer',
          expires_at: session.expiresAt.toISOString(),
          is_mfa_required: false,
        },
        { taxpayer: { data: { type: 'taxpayers', id: String(taxpayer.id) } } },
      ),
      { included: [profileResource(taxpayer, security)] },
    ),
    message,
  };
}
