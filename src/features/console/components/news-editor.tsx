import { useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/error-summary';
import { FieldFrame } from '@/components/field-frame';
import { useMessages } from '@/lib/i18n/use-messages';
import type { NewsDraftInput } from '../api/admin-types';
import { previewNews } from '../api/preview-news';
import { publishNews } from '../api/publish-news';
import { operationsMessages } from '../operations-messages';
import { useConsoleAction } from '../use-console-action';
import { NewsPreview } from './news-preview';

const ID = 'news-';
const TEXT_FIELDS = ['title', 'summary', 'category', 'title_fil', 'summary_fil'] as const;

/** A Manila date-time typed in a datetime-local field, as an instant the server reads. */
const manilaInstant = (local: string) => (local ? `${local}:00+08:00` : null);

/**
 * A new article: its texts in English (Filipino optional), the body in Markdown with a preview
 * rendered by the server exactly as readers get it, featured or not, now or at a time.
 */
export function NewsEditor({ onPublished }: { onPublished: (message: string) => void }) {
  const t = useMessages(operationsMessages);
  const action = useConsoleAction();
  const previewing = useConsoleAction();
  const [html, setHtml] = useState<string>();
  const draftOf = (form: HTMLFormElement): NewsDraftInput => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    return {
      title: text('title'),
      title_fil: text('title_fil'),
      summary: text('summary'),
      summary_fil: text('summary_fil'),
      category: text('category'),
      body: text('body'),
      body_fil: text('body_fil'),
      featured: data.get('featured') === 'on',
      publish_at: manilaInstant(text('publish_at')),
    };
  };
  const preview = async (form: HTMLFormElement | null) => {
    if (!form) return;
    const answer = await previewing.run(() => previewNews(draftOf(form).body));
    if (answer) setHtml(answer.data.html);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const draft = draftOf(form);
    if ((await action.run(() => publishNews(draft))) === undefined) return;
    form.reset();
    setHtml(undefined);
    onPublished(t(draft.publish_at ? 'scheduled' : 'published', { title: draft.title }));
  };
  const labels: Record<string, string> = {
    title: t('newsTitle'),
    summary: t('summary'),
    category: t('category'),
    title_fil: t('titleFil'),
    summary_fil: t('summaryFil'),
    body: t('body'),
    body_fil: t('bodyFil'),
    publish_at: t('publishAt'),
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="console-card"
      aria-labelledby="news-editor-title"
    >
      <h2 id="news-editor-title">{t('newArticle')}</h2>
      <ErrorSummary errors={action.fields} labels={labels} idPrefix={ID} />
      {TEXT_FIELDS.map((name) => (
        <FieldFrame key={name} label={labels[name] ?? name} id={`${ID}${name}`} error={action.fields[name]}>
          {(control) => <input {...control} name={name} required={!name.endsWith('_fil')} />}
        </FieldFrame>
      ))}
      <FieldFrame
        label={labels.body ?? ''}
        id={`${ID}body`}
        error={action.fields.body}
        hint={t('markdownHint')}
      >
        {(control) => <textarea {...control} name="body" rows={12} required />}
      </FieldFrame>
      <FieldFrame label={labels.body_fil ?? ''} id={`${ID}body_fil`} error={action.fields.body_fil}>
        {(control) => <textarea {...control} name="body_fil" rows={6} />}
      </FieldFrame>
      <FieldFrame
        label={labels.publish_at ?? ''}
        id={`${ID}publish_at`}
        error={action.fields.publish_at}
        hint={t('publishAtHint')}
      >
        {(control) => <input {...control} name="publish_at" type="datetime-local" />}
      </FieldFrame>
      <label className="console-check">
        <input type="checkbox" name="featured" /> {t('featured')}
      </label>
      <div className="console-buttons">
        <button
          type="button"
          className="button button-secondary"
          disabled={previewing.busy}
          onClick={(e) => void preview(e.currentTarget.form)}
        >
          {t('preview')}
        </button>
        <button type="submit" className="button" disabled={action.busy}>
          {t('publish')}
        </button>
      </div>
      {previewing.error ? (
        <p role="alert" className="console-error">
          {previewing.error}
        </p>
      ) : null}
      {html !== undefined ? <NewsPreview html={html} /> : null}
    </form>
  );
}
