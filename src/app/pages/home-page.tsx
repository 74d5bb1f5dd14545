import { ServiceList } from '@/features/services/components/service-list';
import { useSession } from '@/stores/session';
import { LOGIN_SCREEN_HIDDEN } from '../shell/header-items';
import { useSiteContent } from '../shell/use-site-content';

/** `/`: the landing page signed out (login-screen services), the home page signed in. */
export default function HomePage() {
  const content = useSiteContent();
  const status = useSession((s) => s.status);
  const title = String(content.variables.TITLE_SITE ?? 'Bayan e-Services');
  const tagLine = String(content.variables.TAG_LINE ?? '');
  return (
    <div className="page">
      <section className="hero">
        <h1>{title}</h1>
        {tagLine ? <p className="lead">{tagLine}</p> : null}
      </section>
      <section aria-labelledby="services-heading">
        <h2 id="services-heading">Services</h2>
        <ServiceList
          services={content.services}
          hidden={status === 'signed-in' ? undefined : LOGIN_SCREEN_HIDDEN}
        />
      </section>
    </div>
  );
}
