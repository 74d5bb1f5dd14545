import { useEffect, useId, useState } from 'react';
import type { SitePage } from '@/domain/contracts/site-page';
import { getPolicyPage, type PolicySlug } from '../api/get-policy-page';

type Page = SitePage['data']['attributes'];

/** The Terms of Service or Data Privacy Policy in a 400 px scrolling panel with Agree / Disagree (§2.6). */
export function PolicyPanel({
  slug,
  title,
  onAgree,
  onDisagree,
}: {
  slug: PolicySlug;
  title: string;
  onAgree: () => void;
  onDisagree: () => void;
}) {
  const [page, setPage] = useState<Page | 'failed' | null>(null);
  const headingId = useId();
  useEffect(() => {
    const controller = new AbortController();
    getPolicyPage(slug, controller.signal)
      .then((doc) => setPage(doc.data.attributes))
      .catch(() => {
        if (!controller.signal.aborted) setPage('failed');
      });
    return () => controller.abort();
  }, [slug]);

  return (
    <section className="policy-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {/* A scrolling region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="policy-text" role="region" aria-label={`${title} text`} tabIndex={0}>
        {page === null ? <p aria-busy="true">Loading…</p> : null}
        {page === 'failed' ? (
          <p role="alert">The {title} could not be loaded. Please check your connection and try again.</p>
        ) : null}
        {page && page !== 'failed'
          ? page.sections.map((section) => (
              <section key={section.heading}>
                <h4>{section.heading}</h4>
                {section.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </section>
            ))
          : null}
      </div>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={onDisagree}>
          Disagree
        </button>
        <button
          type="button"
          className="button"
          onClick={onAgree}
          disabled={page === null || page === 'failed'}
        >
          Agree
        </button>
      </div>
    </section>
  );
}
