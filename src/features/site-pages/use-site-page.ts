import { useEffect, useState } from 'react';
import type { SitePage } from '@/domain/contracts/site-page';
import { ApiError } from '@/lib/http';
import { getSitePage } from './api/get-site-page';

type State =
  | { status: 'loading' }
  | { status: 'ready'; page: SitePage['data']['attributes'] }
  | { status: 'error'; message: string };

/** Loads an information page; re-fetches when the slug changes. */
export function useSitePage(slug: string): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getSitePage(slug, controller.signal)
      .then((doc) => setState({ status: 'ready', page: doc.data.attributes }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          message: err instanceof ApiError ? err.message : 'Oops! Something went wrong',
        });
      });
    return () => controller.abort();
  }, [slug]);
  return state;
}
