import type { SiteService } from '@/domain/contracts/site-services';

/** One service of the site e-services menu: photo, name and description. */
export function ServiceCard({ service }: { service: SiteService['attributes'] }) {
  return (
    <li className="service-card">
      {service.photo ? <img src={service.photo} alt="" width="56" height="56" loading="lazy" /> : null}
      <div>
        <h3>{service.name}</h3>
        <p>{service.description}</p>
      </div>
    </li>
  );
}
