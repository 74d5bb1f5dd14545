import { lazy, Suspense } from 'react';
import { closeServiceDialog, useServiceDialogs } from '@/stores/service-dialogs';
import { useSession } from '@/stores/session';
import { useMessages } from '@/lib/i18n/use-messages';
import { siteShellMessages } from './site-shell-messages';

const SelectTransaction = lazy(() => import('../select-transaction/select-transaction'));
const EHelpDialog = lazy(() => import('@/features/help/components/e-help-dialog'));

// Labels are read while rendering, so they follow a language switch.
const helpTopics = (t: (typeof siteShellMessages)['t']) => [
  { label: t('reportIncident'), href: '/e-help/report-incident', available: true },
  { label: t('immunizationRegistration'), href: '/e-help/immunization-registration', available: true },
];

/** Shows the service dialog the header opened (signed in only). */
export function ServiceDialogHost() {
  const t = useMessages(siteShellMessages);
  const open = useServiceDialogs((s) => s.open);
  const signedIn = useSession((s) => s.status === 'signed-in');
  if (!open || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      {open === 'select-transaction' ? <SelectTransaction onClose={closeServiceDialog} /> : null}
      {open === 'e-help' ? <EHelpDialog topics={helpTopics(t)} onClose={closeServiceDialog} /> : null}
    </Suspense>
  );
}
