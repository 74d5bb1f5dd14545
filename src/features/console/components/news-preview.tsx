import { useMessages } from '@/lib/i18n/use-messages';
import { operationsMessages } from '../operations-messages';

/**
 * The article body as readers will see it. The HTML is the server's: markdown-it with raw HTML
 * off, then the allow-list (sanitize-html) that every reader's copy goes through too.
 */
export function NewsPreview({ html }: { html: string }) {
  const t = useMessages(operationsMessages);
  return (
    <section className="console-card" aria-labelledby="news-preview-title">
      <h3 id="news-preview-title">{t('previewHeading')}</h3>
      <div className="console-news-body" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
