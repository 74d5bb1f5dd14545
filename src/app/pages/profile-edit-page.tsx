import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { Profile } from '@/domain/contracts/account-responses';
import { getProfile } from '@/features/profile/api/get-profile';
import { updateProfile } from '@/features/profile/api/update-profile';
import { ProfileForm, profileValues } from '@/features/profile/components/profile-form';
import { setProfile as storeProfile } from '@/stores/session';
import { showToast } from '@/stores/toasts';

/** `/profile-edit`: every profile field; the first save ends the forced first-login visit. */
export default function ProfileEditPage() {
  const [, navigate] = useLocation();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    getProfile()
      .then((doc) => setProfile(doc.data.attributes))
      .catch(() => setFailed(true));
  }, []);

  const save = async (values: Record<string, string>) => {
    const doc = await updateProfile(values);
    const saved = doc.data.attributes;
    storeProfile(saved);
    showToast('success', doc.message ?? 'Updated!');
    navigate('/');
  };

  return (
    <div className="page narrow">
      <h1>Edit Profile</h1>
      {profile?.is_first_login ? (
        <p className="lead">Welcome! Please complete your profile before you start a transaction.</p>
      ) : null}
      {failed ? <p role="alert">Your profile could not be loaded. Please reload the page.</p> : null}
      {profile ? (
        <ProfileForm initial={profileValues(profile)} onSubmit={save} />
      ) : failed ? null : (
        <div aria-busy="true" />
      )}
    </div>
  );
}
