import { useUpdateState } from '../pwa/update-state';

/** 'A new version is available' with the 'Here!' action (§2.3). */
export function UpdateBanner() {
  const apply = useUpdateState((s) => s.apply);
  if (!apply) return null;
  return (
    <div className="banner banner-info" role="status">
      A new version of this site is available. Click{' '}
      <button type="button" className="link-button" onClick={apply}>
        Here!
      </button>{' '}
      to update.
    </div>
  );
}
