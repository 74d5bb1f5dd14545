import { useUpdateState } from '../pwa/update-state';
import { useMessages } from '@/lib/i18n/use-messages';
import { siteShellMessages } from './site-shell-messages';

/** 'A new version is available' with the 'Here!' action (§2.3). */
export function UpdateBanner() {
  const t = useMessages(siteShellMessages);
  const apply = useUpdateState((s) => s.apply);
  if (!apply) return null;
  return (
    <div className="banner banner-info" role="status">
      {t('newVersion')}{' '}
      <button type="button" className="link-button" onClick={apply}>
        {t('here')}
      </button>{' '}
      {t('toUpdate')}
    </div>
  );
}
