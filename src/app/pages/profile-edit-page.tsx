import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { Profile } from '@/domain/contracts/account-responses';
import { getProfile } from '@/features/profile/api/get-profile';
import { updateProfile } from '@/features/profile/api/update-profile';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ApiError } from '@/lib/http';
import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { isOffline } from '@/lib/use-online';
import { discardDraft, draftOf } from '@/stores/offline-drafts';
import { setProfile as storeProfile, useSession } from '@/stores/session';
import { showToast } from '@/stores/toasts';
import { PROFILE_DRAFT } from '../offline/draft-kinds';
import { offlineMessages } from '../offline/offline-messages';
import { profileFormStart, saveProfileDraft } from '../offline/profile-draft';
import { startOfflineDrafts } from '../offline/start-offline-drafts';
import { useMessages } from '@/lib/i18n/use-messages';
import { contentFlag } from '@/content/content-flag';
import { useSiteContent } from '../shell/use-site-content';
import { pagesMessages } from './pages-messages';

// Sign-in and security (issue 16) loads after the form: most visits only edit the profile.
const SecuritySettings = lazy(() =>
  import('@/features/mfa/components/security-settings').then((m) => ({ default: m.SecuritySettings })),
);
const ChangePasswordForm = lazy(() =>
  import('@/features/profile/components/change-password-form').then((m) => ({
    default: m.ChangePasswordForm,
  })),
);

/**
 * `/profile-edit`: every profile field; the first save ends the forced first-login visit. Offline,
 * the stored profile stands in and a save is kept on the device until the connection returns.
 */
export default function ProfileEditPage() {
  const t = useMessages(pagesMessages);
  const [, navigate] = useLocation();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);
  const content = useSiteContent();

  useEffect(() => {
    const stored = useSession.getState().profile;
    if (isOffline() && stored) {
      setProfile(stored);
      return;
    }
    getProfile()
      .then((doc) => setProfile(doc.data.attributes))
      .catch(() => (stored ? setProfile(stored) : setFailed(true)));
  }, []);
  const start = useMemo(() => (profile ? profileFormStart(profile) : null), [profile]);

  const keepForLater = async (values: Record<string, string>) => {
    await saveProfileDraft({ values, base: start?.base ?? values });
    // Sent when the connection returns, even though nothing waited when the app started.
    startOfflineDrafts();
    showToast('info', offlineMessages.t('savedOffline'));
    navigate('/');
  };

  const save = async (values: Record<string, string>) => {
    if (isOffline()) return keepForLater(values);
    let doc;
    try {
      doc = await updateProfile(values);
    } catch (err) {
      // The server could not be reached: kept, like an offline save.
      if (err instanceof ApiError && err.status === undefined) return keepForLater(values);
      throw err;
    }
    const waiting = draftOf(PROFILE_DRAFT);
    if (waiting) discardDraft(waiting.id);
    storeProfile(doc.data.attributes);
    showToast('success', doc.message ?? t('profileUpdated'));
    navigate('/');
  };

  return (
    <div className="page narrow">
      <h1>{t('editProfileTitle')}</h1>
      {profile?.is_first_login ? <p className="lead">{t('editProfileWelcome')}</p> : null}
      {start?.waitingSince ? (
        <p className="notice">
          {offlineMessages.t('profileWaiting', {
            savedAt: formatDateTime(start.waitingSince, getIntlLocale()),
          })}
        </p>
      ) : null}
      {failed ? <p role="alert">{t('profileFailed')}</p> : null}
      {start ? (
        <ProfileForm initial={start.values} onSubmit={save} />
      ) : failed ? null : (
        <div aria-busy="true" />
      )}
      {profile && !isOffline() ? (
        <Suspense fallback={null}>
          <SecuritySettings profile={profile} usernameLogin={contentFlag(content, 'TAXPAYER_USERNAME')} />
          {/* Beside the other security settings; a GCash wallet account has no password to change. */}
          {profile.is_gcash_login === 1 ? null : <ChangePasswordForm />}
        </Suspense>
      ) : null}
    </div>
  );
}
