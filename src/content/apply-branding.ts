import type { ContentValues } from './content-values';

/** CMS colours become CSS custom properties; title and favicon come from content. */
export function applyBranding(content: {
  cmsColors: ContentValues;
  variables: ContentValues;
  logos: ContentValues;
}) {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(content.cmsColors)) {
    if (typeof value === 'string' && /^#[0-9a-f]{3,8}$|^rgb/i.test(value)) {
      root.style.setProperty(`--color-${name.toLowerCase().replaceAll('_', '-')}`, value);
    }
  }
  const title = content.variables.TITLE_SITE;
  if (typeof title === 'string' && title) document.title = title;
  const favicon = content.logos.FAVICON;
  if (typeof favicon === 'string' && favicon) {
    document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', favicon);
  }
}
