import type { SiteService } from '@/domain/contracts/site-services';
import { useMessages } from '@/lib/i18n/use-messages';
import { authMessages } from '../auth-messages';

/** The services the login screen lists (§2.4), in the menu's sequence order. */
const SHOWN = new Set(['E-News', 'E-Government', 'E-Payments', 'E-Services']);

/** The login modal's right-hand panel: photo, name and description of each service. */
export function LoginServicesPanel({ services }: { services: readonly SiteService['attributes'][] }) {
  const t = useMessages(authMessages);
  const shown = services
    .filter((s) => s.status === 1 && SHOWN.has(s.name))
    .sort((a, b) => a.sequence - b.sequence);
  if (shown.length === 0) return null;
  return (
    <aside className="login-services" aria-labelledby="login-services-title">
      <h3 id="login-services-title">{t('servicesTitle')}</h3>
      <ul>
        {shown.map((s) => (
          <li key={s.cms_code}>
            {s.photo ? <img src={s.photo} alt="" width="40" height="40" loading="lazy" /> : null}
            <div>
              <p className="login-service-name">{s.name}</p>
              <p className="login-service-description">{s.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
