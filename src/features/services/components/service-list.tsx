import type { SiteService } from '@/domain/contracts/site-services';
import { EmptyState } from '@/components/empty-state';
import type { ServiceOpen } from '../service-open';
import { ServiceCard } from './service-card';
import { useMessages } from '@/lib/i18n/use-messages';
import { servicesMessages } from '../services-messages';

/**
 * Services sorted by sequence (§9), optionally without the names a screen hides; `opens` says
 * what each card opens, by service name (the same targets as the header's items).
 */
export function ServiceList({
  services,
  hidden = new Set<string>(),
  opens = new Map<string, ServiceOpen>(),
}: {
  services: readonly SiteService['attributes'][];
  hidden?: ReadonlySet<string>;
  opens?: ReadonlyMap<string, ServiceOpen>;
}) {
  const t = useMessages(servicesMessages);
  const shown = services
    .filter((s) => s.status === 1 && !hidden.has(s.name))
    .sort((a, b) => a.sequence - b.sequence);
  if (shown.length === 0) return <EmptyState>{t('soon')}</EmptyState>;
  return (
    <ul className="service-list" aria-label={t('services')}>
      {shown.map((s) => (
        <ServiceCard key={s.cms_code} service={s} open={opens.get(s.name)} />
      ))}
    </ul>
  );
}
