import './site-footer.css';
import { Link } from 'wouter';
import { contentFlag } from '@/content/content-flag';
import { useSiteContent } from './use-site-content';

/** Footer links (§2.3) with their flags, the version label and the © 2020 line. */
export function SiteFooter() {
  const content = useSiteContent();
  const organization = String(content.variables.ORGANIZATION ?? 'Bayan');
  const version = String(
    content.variables.VERSION_LABEL ?? `Bayan v${import.meta.env.VITE_APP_VERSION ?? ''}`,
  );
  const links = [
    { href: '/about', label: 'About' },
    { href: '/how-to?language=filipino', label: 'How to Pay' },
    { href: '/faq', label: 'FAQ' },
    ...(contentFlag(content, 'FOOTER_FORMS')
      ? [{ href: '/downloadable-form', label: 'Downloadable Forms' }]
      : []),
    { href: '/privacy-policy', label: 'Privacy Policy' },
    ...(contentFlag(content, 'TERMS_AND_CONDITION')
      ? [{ href: '/terms-and-condition', label: 'Terms and Conditions' }]
      : []),
    { href: '/contact-us', label: 'Contact Us' },
  ];
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          {links.map((l) => (
            <li key={l.href}>
              <Link href={l.href}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="version-label">{version}</p>
      <p className="copyright">© 2020 {organization}. All rights reserved.</p>
    </footer>
  );
}
