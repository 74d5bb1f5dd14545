import { navigate } from 'wouter/use-browser-location';
import { MENU_OPEN_DELAY_MS } from '@/domain/constants/timings';
import { INCOMPLETE_PROFILE_MESSAGE, isProfileComplete } from '@/domain/contracts/profile-completeness';
import { getMridRedirect } from '@/features/select-transaction/api/get-mrid-redirect';
import { openDialog } from '@/stores/auth-dialogs';
import { openServiceDialog } from '@/stores/service-dialogs';
import { useSession } from '@/stores/session';
import { showToast } from '@/stores/toasts';
import type { HeaderAction } from './header-items';

/** What a header button does (§2.3, §4). */
export function runHeaderAction(action: HeaderAction) {
  switch (action) {
    case 'login':
      openDialog('login');
      return;
    case 'select-transaction':
      // §4: E-Government needs a complete profile first.
      if (!isProfileComplete(useSession.getState().profile)) {
        showToast('info', INCOMPLETE_PROFILE_MESSAGE);
        navigate('/profile-edit');
        return;
      }
      openServiceDialog('select-transaction');
      return;
    case 'e-help':
      openServiceDialog('e-help');
      return;
    case 'e-mrid':
      setTimeout(() => {
        getMridRedirect().then(
          (doc) => window.open(doc.data.attributes.redirect_url, '_blank', 'noopener'),
          () => undefined,
        );
      }, MENU_OPEN_DELAY_MS);
  }
}
