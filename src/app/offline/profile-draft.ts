import type { Profile } from '@/domain/contracts/account-responses';
import { getProfile } from '@/features/profile/api/get-profile';
import { updateProfile } from '@/features/profile/api/update-profile';
import { profileValues } from '@/features/profile/components/profile-form';
import { DraftConflict, draftOf, saveDraft } from '@/stores/offline-drafts';
import { setProfile } from '@/stores/session';
import { PROFILE_DRAFT } from './draft-kinds';
import { offlineMessages } from './offline-messages';

type Values = Record<string, string>;

/** A profile edit saved offline: what was typed, and the profile it was typed over. */
export interface ProfileDraftPayload {
  values: Values;
  base: Values;
}

const same = (a: Values, b: Values) =>
  Object.keys({ ...a, ...b }).every((field) => (a[field] ?? '') === (b[field] ?? ''));

/** What the edit form opens with: a waiting draft's typing over the profile, or the profile. */
export function profileFormStart(profile: Profile): ProfileDraftPayload & { waitingSince: string | null } {
  const draft = draftOf(PROFILE_DRAFT);
  const payload = draft?.payload as ProfileDraftPayload | undefined;
  if (draft && payload?.values && payload.base) return { ...payload, waitingSince: draft.savedAt };
  const values = profileValues(profile);
  return { values, base: values, waitingSince: null };
}

/** Keeps a profile edit on this device until the connection returns. */
export async function saveProfileDraft(payload: ProfileDraftPayload) {
  return saveDraft({
    kind: PROFILE_DRAFT,
    label: offlineMessages.t('profileChanges'),
    href: '/profile-edit',
    payload,
  });
}

/**
 * Sends a waiting profile edit. If the profile changed on the server since the edit began (on
 * another device), nothing is overwritten: the draft waits for the user with 'changedElsewhere' (in the language of that moment).
 */
export async function sendProfileDraft(payload: unknown, deps = { getProfile, updateProfile, setProfile }) {
  const { values, base } = payload as ProfileDraftPayload;
  const current = profileValues((await deps.getProfile()).data.attributes);
  // Already there (sent before the draft could be removed): nothing to send.
  if (same(current, values)) return;
  if (!same(current, base)) throw new DraftConflict(offlineMessages.t('changedElsewhere'));
  const doc = await deps.updateProfile(values);
  deps.setProfile(doc.data.attributes);
}
