import { http } from '@/lib/http';
import { readStored } from '@/lib/storage';
import { getLocale, useLocale } from '@/lib/i18n/locale';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { setProfile, useSession } from '@/stores/session';

/**
 * The language is remembered on the device and in the profile (issue 13): a choice made while
 * signed in is saved to the account (its SMS and e-mails follow it), and a device that has never
 * chosen takes the account's language when it signs in.
 */
export function syncLanguage() {
  useLocale.subscribe(({ locale }, previous) => {
    if (locale === previous.locale || useSession.getState().status !== 'signed-in') return;
    if (useSession.getState().profile?.language === locale) return;
    http
      .put('/api/v1/taxpayers/profile/language', { body: { language: locale }, silent: true })
      .then(() => {
        const profile = useSession.getState().profile;
        if (profile) setProfile({ ...profile, language: locale });
      })
      .catch(() => undefined);
  });
  const adopt = () => {
    const saved = useSession.getState().profile?.language;
    if (saved && readStored('locale') === null && saved !== getLocale()) void switchLocale(saved);
  };
  adopt();
  useSession.subscribe((state, previous) => {
    if (state.profile !== previous.profile) adopt();
  });
}
