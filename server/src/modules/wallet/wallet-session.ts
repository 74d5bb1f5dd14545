import type { SessionsService } from '../auth/sessions.service';
import { authDocument } from '../accounts/auth-document';
import type { Taxpayer } from '../accounts/taxpayer-queries';

const SIGNED_IN = 'You have successfully logged in!';

/**
 * The session of a GCash sign-on. GCash signed the person in on their own phone (its MPIN): as the
 * eGov super app's, that counts as a second factor while the city requires one.
 */
export async function walletSession(sessions: Pick<SessionsService, 'create'>, account: Taxpayer) {
  const session = await sessions.create(account.id, { secondFactor: true });
  return authDocument(session, account, SIGNED_IN);
}
