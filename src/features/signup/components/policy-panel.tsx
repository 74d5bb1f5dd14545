import { useEffect, useId, useRef } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getPolicyPage, type PolicySlug } from '../api/get-policy-page';
import { signupMessages } from '../signup-messages';

/**
 * The Terms of Service or Data Privacy Policy in a 400 px scrolling panel with Agree / Disagree
 * (§2.6). It opens below the form's fields, out of sight on a phone: opening brings it into view
 * and moves focus to it, so the link visibly does something and a screen reader reads it next.
 */
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
  const t = useMessages(signupMessages);
  const { state } = useFetch(slug, (signal) => getPolicyPage(slug, signal));
  const page = state.status === 'ready' ? state.data.data.attributes : null;
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'start' });
    panel.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section className="policy-panel" aria-labelledby={headingId} ref={panel} tabIndex={-1}>
      <h3 id={headingId}>{title}</h3>
      {/* A scrolling region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="policy-text" role="region" aria-label={t('policyText', { title })} tabIndex={0}>
        {state.status === 'loading' ? <p aria-busy="true">{t('loading')}</p> : null}
        {state.status === 'error' ? <p role="alert">{t('policyFailed', { title })}</p> : null}
        {page
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
          {t('disagree')}
        </button>
        <button type="button" className="button" onClick={onAgree} disabled={!page}>
          {t('agree')}
        </button>
      </div>
    </section>
  );
}
