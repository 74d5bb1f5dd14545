import { lazy, Suspense } from 'react';
import { LOGIN_SCREEN_HIDDEN } from '@/domain/constants/login-screen-hidden';
import { contentFlag } from '@/content/content-flag';
import { ServiceList } from '@/features/services/components/service-list';
import type { ServiceOpen } from '@/features/services/service-open';
import { servicesMessages } from '@/features/services/services-messages';
import { useMessages } from '@/lib/i18n/use-messages';
import { useSession } from '@/stores/session';
import { comingSoonPaths } from '../routes/coming-soon-paths';
import { headerItems } from '../shell/header-items';
import { runHeaderAction } from '../shell/run-header-action';
import { useHeaderContext } from '../shell/use-header-context';
import { useSiteContent } from '../shell/use-site-content';

const ImportantAnnouncement = lazy(() => import('../shell/important-announcement'));
// The wallet user's home (§2.1) is not part of the landing page's first load.
const WalletHomePage = lazy(() => import('./wallet-home-page'));

// Cards whose section is Select Transaction's (its E-Services column; paying a bill): they open it,
// or the login first (issue 30: they did nothing, or led to a coming-soon page).
const OPEN_SELECT_TRANSACTION = ['E-Services', 'E-Payments'];

/** `/`: the landing page signed out (login-screen services), the home page signed in. */
export default function HomePage() {
  const t = useMessages(servicesMessages);
  const content = useSiteContent();
  const status = useSession((s) => s.status);
  const context = useHeaderContext();
  const walletUser = useSession((s) => s.status === 'signed-in' && s.profile?.is_gcash_login === 1);
  if (walletUser) {
    return (
      <Suspense fallback={null}>
        <WalletHomePage />
      </Suspense>
    );
  }
  // A card opens what the header item of the same name opens (E-MRID for residents only, §6); a
  // card with nothing to open, or only a coming-soon page, is not shown (issue 30).
  const signedIn = status === 'signed-in';
  const opens = new Map<string, ServiceOpen>(
    headerItems(content, status, context).map((item) => [
      item.name,
      item.action ? { onOpen: () => runHeaderAction(item.action) } : { href: item.href },
    ]),
  );
  for (const name of OPEN_SELECT_TRANSACTION)
    opens.set(name, { onOpen: () => runHeaderAction(signedIn ? 'select-transaction' : 'login') });
  const soon = comingSoonPaths(content);
  const hidden = new Set(
    content.services
      .filter((s) => {
        const open = opens.get(s.name);
        return !open || (open.href !== undefined && soon.includes(open.href));
      })
      .map((s) => s.name),
  );
  if (!signedIn) for (const name of LOGIN_SCREEN_HIDDEN) hidden.add(name);
  const title = String(content.variables.TITLE_SITE ?? 'Bayan e-Services');
  const tagLine = String(content.variables.TAG_LINE ?? '');
  const announcement = content.contents.IMPORTANT_ANNOUNCEMENT;
  const showAnnouncement =
    contentFlag(content, 'IMPORTANT_ANNOUNCEMENT') &&
    typeof announcement === 'string' &&
    announcement.trim() !== '';
  // An announcement may point to the news article that tells the whole story (§2.3, issue 17).
  const articleId = String(content.contents.IMPORTANT_ANNOUNCEMENT_ARTICLE ?? '');
  return (
    <div className="page">
      <section className="hero">
        <h1>{title}</h1>
        {tagLine ? <p className="lead">{tagLine}</p> : null}
      </section>
      <section aria-labelledby="services-heading">
        <h2 id="services-heading">{t('services')}</h2>
        <ServiceList services={content.services} hidden={hidden} opens={opens} />
      </section>
      {showAnnouncement ? (
        <Suspense fallback={null}>
          <ImportantAnnouncement
            text={announcement}
            withCheckbox={content.contents.IMPORTANT_ANNOUNCEMENT_CHECKBOX === true}
            articleHref={/^[1-9]\d{0,8}$/.test(articleId) ? `/articles/${articleId}` : undefined}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
