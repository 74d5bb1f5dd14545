import { useEffect, useState } from 'react';
import { checkRptaxApi } from '@/features/select-transaction/api/check-rptax-api';
import { useSession } from '@/stores/session';
import type { HeaderContext } from './header-items';

let availability: Promise<boolean> | undefined;

/** Residency from the profile, and (signed in) whether E-Government may show (§4), asked once. */
export function useHeaderContext(): HeaderContext {
  const signedIn = useSession((s) => s.status === 'signed-in');
  const resident = useSession((s) => s.profile?.is_resident === 1);
  const [egovAvailable, setEgovAvailable] = useState(true);
  useEffect(() => {
    if (!signedIn) return;
    availability ??= checkRptaxApi().then(
      (doc) => doc.data.attributes.is_available,
      () => true,
    );
    let current = true;
    void availability.then((ok) => {
      if (current) setEgovAvailable(ok);
    });
    return () => {
      current = false;
    };
  }, [signedIn]);
  return { resident, egovAvailable };
}
