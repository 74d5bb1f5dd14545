import { useState } from 'react';
import { readStored, writeStored } from '@/lib/storage';
import { useMessages } from '@/lib/i18n/use-messages';
import { useSession } from '@/stores/session';
import { pagesMessages } from '../pages/pages-messages';
import { forgetInstallPrompt, installPrompt } from './install-prompt';

const OFFERED = 'installOffered';

/** Inside the GCash app (its web-view injects `my`), or an installed app already: no offer. */
const insideAnApp = () =>
  'my' in window || window.matchMedia?.('(display-mode: standalone)').matches === true;

/**
 * Offers to install the portal once, after a first payment went through: the moment a person has
 * seen it work and will likely come back to pay again. Never on arrival, never inside the GCash
 * wallet's web-view (the wallet is the app there), never again once answered (issue 30).
 */
export function InstallOffer() {
  const t = useMessages(pagesMessages);
  const walletUser = useSession((s) => s.profile?.is_gcash_login === 1);
  const [shown, setShown] = useState(
    () => installPrompt() !== null && !walletUser && !insideAnApp() && readStored(OFFERED) === null,
  );
  if (!shown) return null;
  const done = () => {
    writeStored(OFFERED, '1');
    setShown(false);
  };
  return (
    <section className="card install-offer" aria-labelledby="install-offer-heading">
      <h2 id="install-offer-heading">{t('installTitle')}</h2>
      <p>{t('installLead')}</p>
      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            const offer = installPrompt();
            forgetInstallPrompt();
            done();
            void offer?.prompt().catch(() => undefined);
          }}
        >
          {t('installButton')}
        </button>
        <button type="button" className="button button-secondary" onClick={done}>
          {t('installNotNow')}
        </button>
      </div>
    </section>
  );
}
