import type { ComponentType } from 'react';
import type { SiteContent } from '@/content/site-content';
import HomePage from '../pages/home-page';
import { comingSoonPaths } from './coming-soon-paths';
import { REGENERATE_BILLS_PATH } from './regenerate-bills-path';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

export interface RouteEntry {
  path: string;
  page: ComponentType;
}

// Route-level code splitting: only the landing page ships with the first load.
const InfoPage = lazyWithPreload(() => import('../pages/info-page'));
const ComingSoonPage = lazyWithPreload(() => import('../pages/coming-soon-page'));
const ServiceUnavailablePage = lazyWithPreload(() => import('../pages/service-unavailable-page'));
const LogoutPage = lazyWithPreload(() => import('../pages/logout-page'));
const BackToAppPage = lazyWithPreload(() => import('../pages/back-to-app-page'));
const ProfileEditPage = lazyWithPreload(() => import('../pages/profile-edit-page'));
const CreatePasswordPage = lazyWithPreload(() => import('../pages/create-password-page'));
const AccountActivatePage = lazyWithPreload(() => import('../pages/account-activate-page'));
const MobileLoginPage = lazyWithPreload(() => import('../pages/mobile-login-page'));
const MobileSignUpPage = lazyWithPreload(() => import('../pages/mobile-sign-up-page'));
const MobileForgotPasswordPage = lazyWithPreload(() => import('../pages/mobile-forgot-password-page'));
const SuccessPage = lazyWithPreload(() => import('../pages/success-page'));
const PgiPage = lazyWithPreload(() => import('../pages/pgi-page'));
const PaymentReturnPage = lazyWithPreload(() => import('../pages/payment-return-page'));
const TransactionHistoryPage = lazyWithPreload(() => import('../pages/transaction-history-page'));
const TransactionDetailPage = lazyWithPreload(() => import('../pages/transaction-detail-page'));
const SignInRequiredPage = lazyWithPreload(() => import('../pages/sign-in-required-page'));
const SuperAppSsoAuthPage = lazyWithPreload(() => import('../pages/superapp-sso-auth-page'));
const CreatePasswordSuperAppPage = lazyWithPreload(() => import('../pages/create-password-superapp-page'));
const NewsPage = lazyWithPreload(() => import('../pages/news-page'));
const NewsListPage = lazyWithPreload(() => import('../pages/news-list-page'));
const ArticlePage = lazyWithPreload(() => import('../pages/article-page'));
const CreateTransactionPage = lazyWithPreload(() => import('../pages/create-transaction-page'));
const WalletAuthPage = lazyWithPreload(() => import('../pages/wallet-auth-page'));
const WalletHomePage = lazyWithPreload(() => import('../pages/wallet-home-page'));
const ReportIncidentPage = lazyWithPreload(() => import('../pages/report-incident-page'));
const MyReportsPage = lazyWithPreload(() => import('../pages/my-reports-page'));
const ImmunizationRegistrationPage = lazyWithPreload(() => import('../pages/immunization-registration-page'));
const ConsolePage = lazyWithPreload(() => import('../pages/console-page'));
const ConsoleApplicationPage = lazyWithPreload(() => import('../pages/console-application-page'));
const ConsoleSectionPage = lazyWithPreload(() => import('../pages/console-section-page'));
const VerifyDocumentPage = lazyWithPreload(() => import('../pages/verify-document-page'));
const EHelpPage = lazyWithPreload(() => import('../pages/e-help-page'));
const EWalletPage = lazyWithPreload(() => import('../pages/e-wallet-page'));
const RegenerateBillsPage = lazyWithPreload(() => import('../pages/regenerate-bills-page'));

const INFO_PAGES = ['about', 'faq', 'how-to', 'privacy-policy', 'terms-and-condition', 'downloadable-form'];

/** Where a first-login profile may be while it is still being completed (§2.1). */
export const PROFILE_EDIT_PATH = '/profile-edit';

/**
 * The routes of §2.1 (signed in) and §2.2 (signed out) that exist so far. A page that a later
 * issue builds is absent until then, so its address shows the not-found page.
 */
export function routeTable(signedIn: boolean, content: Pick<SiteContent, 'components'>): RouteEntry[] {
  const common: RouteEntry[] = [
    { path: '/', page: HomePage },
    ...INFO_PAGES.map((p) => ({ path: `/${p}`, page: InfoPage })),
    { path: '/dummy', page: BackToAppPage },
    { path: '/service-unavailable', page: ServiceUnavailablePage },
    { path: '/logout', page: LogoutPage },
    { path: '/create-password', page: CreatePasswordPage },
    // §2.2 lists it signed out only; signed in, the footer's Contact Us must not end at "Page not
    // found" (docs/decisions.md).
    { path: '/contact-us', page: InfoPage },
    // §2.2 lists it signed out, but a new account is signed in when its activation e-mail arrives.
    { path: '/account/activate/:token?/:email?', page: AccountActivatePage },
    // GCash mini-program sign-in (§2.1, §2.2: handled signed in and out alike; issue 15).
    { path: '/auth', page: WalletAuthPage },
    // eGov super-app sign-on (§2.1, §2.2: signed in and out) and the first password it lets set.
    { path: '/superapp_sso_auth', page: SuperAppSsoAuthPage },
    { path: '/create-password-superapp', page: CreatePasswordSuperAppPage },
    // E-News (§2.1, §2.2: signed in and signed out alike).
    { path: '/news', page: NewsPage },
    { path: '/articles', page: NewsListPage },
    { path: '/articles/:id', page: ArticlePage },
    // A business permit's QR code opens this, for anyone (issue 18).
    { path: '/verify/:code', page: VerifyDocumentPage },
    { path: '/videos', page: NewsListPage },
    // E-Help as a page (§2.1 private, §2.2 public): its topics ask for a sign-in when signed out.
    { path: '/e-help', page: EHelpPage },
    // The officer's console (issue 18): its own staff sign-in, whatever the resident session.
    { path: '/console', page: ConsolePage },
    { path: '/console/queue/:status', page: ConsolePage },
    { path: '/console/applications/:id', page: ConsoleApplicationPage },
    // Its administration (issue 28): staff, roles, imports, news, content, settings, audit.
    { path: '/console/:section', page: ConsoleSectionPage },
    { path: '/console/:section/:id', page: ConsoleSectionPage },
    // Shown signed out too: a visitor who follows a section link learns it is coming rather
    // than meeting a sign-in wall for a service that does not exist yet.
    ...comingSoonPaths(content).map((path) => ({ path, page: ComingSoonPage })),
  ];
  const signedInOnly: RouteEntry[] = [
    { path: PROFILE_EDIT_PATH, page: ProfileEditPage },
    // Paying a bill (§2.1, §4): the gateway page on small screens, where the gateway sends the
    // payer back, the success page and the transaction history.
    { path: '/pgi', page: PgiPage },
    { path: '/payment-return', page: PaymentReturnPage },
    { path: '/success-page', page: SuccessPage },
    { path: '/transaction-history', page: TransactionHistoryPage },
    { path: '/transaction-history/:id', page: TransactionDetailPage },
    // The create-transaction pages of §2.8 (real property tax's so far): one route, and the page
    // says "Page not found" for a service not built yet.
    { path: '/create-transaction/:page', page: CreateTransactionPage },
    // The wallet user's home, where their menu toggle goes (§2.3).
    { path: '/gcash', page: WalletHomePage },
    // E-Help's topics (§2.9) and the reporter's list of incident reports.
    { path: '/e-help/report-incident', page: ReportIncidentPage },
    { path: '/e-help/my-reports', page: MyReportsPage },
    { path: '/e-help/immunization-registration', page: ImmunizationRegistrationPage },
    // E-Wallet (§2.1 e-wallet, §2.3 e-wallet/cash-in) and the unpaid and expired bills (§2.1).
    { path: '/e-wallet', page: EWalletPage },
    { path: '/e-wallet/cash-in', page: EWalletPage },
    { path: REGENERATE_BILLS_PATH, page: RegenerateBillsPage },
  ];
  if (signedIn) return [...common, ...signedInOnly];
  return [
    ...common,
    // A deep link to a signed-in page asks to sign in, then returns there (not "Page not found").
    ...signedInOnly.map(({ path }) => ({ path, page: SignInRequiredPage })),
    { path: '/mobile/login', page: MobileLoginPage },
    { path: '/mobile/sign-up', page: MobileSignUpPage },
    { path: '/mobile/forgot-password', page: MobileForgotPasswordPage },
  ];
}

// Pages a first-login account may still open: leaving, and the links its e-mails carry.
const FIRST_LOGIN_ALLOWED = [
  PROFILE_EDIT_PATH,
  '/logout',
  '/service-unavailable',
  '/create-password',
  // A new eGov super-app account sets its password first (issue 15).
  '/superapp_sso_auth',
  '/create-password-superapp',
];

/** §2.1: a first-login profile is sent to profile-edit from any page but the allowed ones. */
export function firstLoginRedirect(location: string, isFirstLogin: boolean): string | null {
  if (!isFirstLogin) return null;
  if (FIRST_LOGIN_ALLOWED.includes(location) || location.startsWith('/account/activate/')) return null;
  return PROFILE_EDIT_PATH;
}
