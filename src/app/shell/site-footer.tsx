import './site-footer.css';
import { Link } from 'wouter';
import { contentFlag } from '@/content/content-flag';
import { useSiteContent } from './use-site-content';
import { useMessages } from '@/lib/i18n/use-messages';
import { siteShellMessages } from './site-shell-messages';

/** Footer links (§2.3) with their flags, the version label and the © 2020 line. */
export function SiteFooter() {
  const t = useMessages(siteShellMessages);
  const content = useSiteContent();
  const organization = String(content.variables.ORGANIZATION ?? 'Bayan');
  const version = String(
    content.variables.VERSION_LABEL ?? `Bayan v${import.meta.env.VITE_APP_VERSION ?? ''}`,
  );
  const links = [
    { href: '/news', label: t('news') },
    { href: '/about', label: t('about') },
    { href: '/how-to?language=filipino', label: t('howToPay') },
    { href: '/faq', label: t('faq') },
    ...(contentFlag(content, 'FOOTER_FORMS')
      ? [{ href: '/downloadable-form', label: t('downloadableForms') }]
      : []),
    { href: '/privacy-policy', label: t('privacyPolicy') },
    ...(contentFlag(content, 'TERMS_AND_CONDITION')
      ? [{ href: '/terms-and-condition', label: t('termsAndConditions') }]
      : []),
    { href: '/contact-us', label: t('contactUs') },
  ];
  return (
    <footer className="site-footer">
      <nav aria-label={t('footerNav')}>
        <ul>
          {links.map((l) => (
            <li key={l.href}>
              <Link href={l.href}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="version-label">{version}</p>
      <p className="copyright">{t('copyright', { organization })}</p>
    </footer>
  );
}
