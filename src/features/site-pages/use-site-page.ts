import type { SitePage } from '@/domain/contracts/site-page';
import { useLocale } from '@/lib/i18n/locale';
import { useFetch } from '@/lib/use-fetch';
import { getSitePage } from './api/get-site-page';

type State =
  | { status: 'loading' }
  | { status: 'ready'; page: SitePage['data']['attributes'] }
  | { status: 'error'; message: string };

/** Loads an information page; re-fetches when the slug or the language changes. */
export function useSitePage(slug: string): State {
  const locale = useLocale((s) => s.locale);
  const { state } = useFetch(`${slug} ${locale}`, (signal) => getSitePage(slug, signal));
  if (state.status === 'ready') return { status: 'ready', page: state.data.data.attributes };
  if (state.status === 'error') return { status: 'error', message: state.error.message };
  return { status: 'loading' };
}
