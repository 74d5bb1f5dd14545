import { ServiceList } from '@/features/services/components/service-list';
import type { ServiceOpen } from '@/features/services/service-open';
import { WalletWelcome } from '@/features/wallet/components/wallet-welcome';
import { useSession } from '@/stores/session';
import { headerItems } from '../shell/header-items';
import { runHeaderAction } from '../shell/run-header-action';
import { useHeaderContext } from '../shell/use-header-context';
import { useSiteContent } from '../shell/use-site-content';

const NON_RESIDENT_HIDDEN: ReadonlySet<string> = new Set(['E-MRID']);

/**
 * The wallet user's home (§2.1: root for wallet-login users; §2.3: where their menu toggle goes,
 * /gcash). Its service cards open what the header items of the same name open, as on the home page.
 */
export default function WalletHomePage() {
  const content = useSiteContent();
  const status = useSession((s) => s.status);
  const firstName = useSession((s) => s.profile?.first_name ?? '');
  const context = useHeaderContext();
  const opens = new Map<string, ServiceOpen>(
    headerItems(content, status, context).map((item) => [
      item.name,
      item.action ? { onOpen: () => runHeaderAction(item.action) } : { href: item.href },
    ]),
  );
  return (
    <WalletWelcome
      firstName={firstName}
      services={
        <ServiceList
          services={content.services}
          hidden={context.resident ? undefined : NON_RESIDENT_HIDDEN}
          opens={opens}
        />
      }
    />
  );
}
