import { authDocument } from '../accounts/auth-document';
import type { Taxpayer } from '../accounts/taxpayer-queries';
import type { SessionsService } from '../auth/sessions.service';

/**
 * The answer to a super-app sign-on: the same session document as a password sign-in, and
 * `meta.is_password_set` (false while the account has no password of its own, so the web app
 * offers /create-password-superapp). The super app's own tokens are never part of it.
 */
export async function superAppSession(sessions: SessionsService, taxpayer: Taxpayer, passwordSet: boolean) {
  // eGov signed the person in on their own phone: this counts as the second factor (docs/api-super-app.md).
  const session = await sessions.create(taxpayer.id, { secondFactor: true });
  return {
    ...authDocument(session, taxpayer, 'You have successfully logged in!'),
    meta: { is_password_set: passwordSet },
  };
}
