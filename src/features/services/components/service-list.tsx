import type { SiteService } from '@/domain/contracts/site-services';
import { EmptyState } from '@/components/empty-state';
import { ServiceCard } from './service-card';

/** Services sorted by sequence (§9), optionally without the names a screen hides. */
export function ServiceList({
  services,
  hidden = new Set<string>(),
}: {
  services: readonly SiteService['attributes'][];
  hidden?: ReadonlySet<string>;
}) {
  const shown = services
    .filter((s) => s.status === 1 && !hidden.has(s.name))
    .sort((a, b) => a.sequence - b.sequence);
  if (shown.length === 0) return <EmptyState>Soon to be available</EmptyState>;
  return (
    <ul className="service-list" aria-label="Services">
      {shown.map((s) => (
        <ServiceCard key={s.cms_code} service={s} />
      ))}
    </ul>
  );
}
