import { useLocation, useSearch } from 'wouter';
import { SitePageView } from '@/features/site-pages/components/site-page-view';
import { useSitePage } from '@/features/site-pages/use-site-page';

/** about, faq, how-to, privacy-policy, terms-and-condition, downloadable-form, contact-us. */
export default function InfoPage() {
  const [location] = useLocation();
  const search = useSearch();
  const base = location.replace(/^\//, '');
  const filipino = new URLSearchParams(search).get('language') === 'filipino';
  const state = useSitePage(filipino && base === 'how-to' ? 'how-to-filipino' : base);
  if (state.status === 'loading') return <div className="page" aria-busy="true" />;
  if (state.status === 'error') {
    return (
      <div className="page narrow" role="alert">
        <p>{state.message}</p>
      </div>
    );
  }
  return (
    <div className="page narrow">
      <SitePageView page={state.page} />
    </div>
  );
}
