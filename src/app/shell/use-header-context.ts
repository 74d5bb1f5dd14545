import { checkRptaxApi } from '@/features/select-transaction/api/check-rptax-api';
import { afterFirstPage } from '@/lib/first-page';
import { useFetch } from '@/lib/use-fetch';
import { useSession } from '@/stores/session';
import type { HeaderContext } from './header-items';

let availability: Promise<boolean> | undefined;

/**
 * Asked once per page load, once the first page is shown (E-Government shows meanwhile), and
 * shared by the header, the drawer and the home page's cards.
 */
const egovAvailability = () =>
  (availability ??= afterFirstPage()
    .then(checkRptaxApi)
    .then(
      (doc) => doc.data.attributes.is_available,
      () => true,
    ));

/** Residency from the profile, and (signed in) whether E-Government may show (§4). */
export function useHeaderContext(): HeaderContext {
  const signedIn = useSession((s) => s.status === 'signed-in');
  const resident = useSession((s) => s.profile?.is_resident === 1);
  const { state } = useFetch(signedIn ? 'egov-availability' : null, egovAvailability);
  return { resident, egovAvailable: state.data ?? true };
}
