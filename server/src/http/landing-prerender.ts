import { LOGIN_SCREEN_HIDDEN } from '@/domain/constants/login-screen-hidden';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

interface CmsDoc {
  data: { attributes: { type: string; body: string } }[];
}
interface ServicesDoc {
  data: {
    attributes: { name: string; description: string; photo: string | null; sequence: number; status: number };
  }[];
}

const body = (cms: CmsDoc, type: string): Record<string, unknown> => {
  const entry = cms.data.find((e) => e.attributes.type === type);
  try {
    return entry ? (JSON.parse(entry.attributes.body) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const text = (value: unknown, fallback = '') => (typeof value === 'string' && value ? value : fallback);

/** The header bar (logo) every page starts with, as the React shell renders it. */
export function headerPrerender(cms: CmsDoc): string {
  const organization = escapeHtml(text(body(cms, 'VARIABLES').ORGANIZATION, 'Bayan'));
  const logo = escapeHtml(text(body(cms, 'LOGOS').MAIN_LOGO, '/images/logo-main.svg'));
  return (
    `<header class="site-header"><div class="site-header-inner"><a href="/" class="brand" aria-label="${organization} home">` +
    `<img src="${logo}" alt="" width="144" height="40"></a></div></header>`
  );
}

/**
 * The landing page's first paint as plain HTML (header bar, title, services), in the same markup
 * and classes the React app renders, so a phone on a slow connection sees the page before the
 * script arrives; React then replaces it with identical content (no layout shift).
 */
export function landingPrerender(cms: CmsDoc, services: ServicesDoc): string {
  const variables = body(cms, 'VARIABLES');
  const title = escapeHtml(text(variables.TITLE_SITE, 'Bayan e-Services'));
  const tagLine = text(variables.TAG_LINE);
  const cards = services.data
    .map((s) => s.attributes)
    .filter((s) => s.status === 1 && !LOGIN_SCREEN_HIDDEN.has(s.name))
    .sort((a, b) => a.sequence - b.sequence)
    .map(
      (s) =>
        `<li class="service-card">${s.photo ? `<img src="${escapeHtml(s.photo)}" alt="" width="56" height="56" loading="lazy">` : ''}` +
        `<div><h3>${escapeHtml(s.name)}</h3><p>${escapeHtml(s.description)}</p></div></li>`,
    )
    .join('');
  return (
    headerPrerender(cms) +
    `<main id="main" tabindex="-1"><div class="page"><section class="hero"><h1>${title}</h1>` +
    (tagLine ? `<p class="lead">${escapeHtml(tagLine)}</p>` : '') +
    `</section><section aria-labelledby="services-heading"><h2 id="services-heading">Services</h2>` +
    `<ul class="service-list" aria-label="Services">${cards}</ul></section></div></main>`
  );
}
