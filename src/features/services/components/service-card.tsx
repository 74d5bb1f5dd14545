import { Link } from 'wouter';
import type { SiteService } from '@/domain/contracts/site-services';
import type { ServiceOpen } from '../service-open';

/**
 * One service of the site e-services menu: photo, name and description. A card that opens
 * something is one large target (its name is the link or button, stretched over the card); a
 * card with nothing to open yet is flat, so it does not look like a link.
 */
export function ServiceCard({ service, open }: { service: SiteService['attributes']; open?: ServiceOpen }) {
  const title = !open ? (
    service.name
  ) : open.href !== undefined ? (
    <Link href={open.href} className="service-card-open">
      {service.name}
    </Link>
  ) : (
    <button type="button" className="service-card-open" onClick={open.onOpen}>
      {service.name}
    </button>
  );
  return (
    <li className={`service-card${open ? ' service-card-openable' : ''}`}>
      {service.photo ? <img src={service.photo} alt="" width="56" height="56" loading="lazy" /> : null}
      <div>
        <h3>{title}</h3>
        <p>{service.description}</p>
      </div>
    </li>
  );
}
