import { profileDocument } from '@/domain/contracts/account-responses';
import { uppercasePayload } from '@/domain/format/uppercase-payload';
import { http } from '@/lib/http';

/** Saves the profile; text is upper-cased except the §5 exceptions (e-mail, photo …). */
export const updateProfile = (values: Record<string, unknown>) =>
  http.put('/api/v1/taxpayers/update/profile', {
    body: uppercasePayload(values),
    schema: profileDocument,
    silent: true,
  });
