import { sitePage } from '@/domain/contracts/site-page';
import { http } from '@/lib/http';

export type PolicySlug = 'terms-and-condition' | 'privacy-policy';

/** The Terms of Service or Data Privacy Policy text shown in the sign-up panels. */
export const getPolicyPage = (slug: PolicySlug, signal?: AbortSignal) =>
  http.get(`/api/v1/taxpayers/site_pages/${slug}`, { schema: sitePage, silent: true, signal });
