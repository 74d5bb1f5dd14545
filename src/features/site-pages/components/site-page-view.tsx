import type { SitePage } from '@/domain/contracts/site-page';

/** An information page's sections. */
export function SitePageView({ page }: { page: SitePage['data']['attributes'] }) {
  return (
    <article className="prose">
      <h1>{page.title}</h1>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
