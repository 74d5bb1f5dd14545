import '../documents.css';
import { Fragment } from 'react';
import { formatDate } from '@/domain/format/format-date';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { verifyDocument } from '../api/verify-document';
import { documentsMessages } from '../documents-messages';

/**
 * The public answer for any issued document's QR code (a permit, an official receipt, a statement
 * of account, a certificate): valid, expired or not valid, with the few fields its kind shows
 * (nothing private), under a heading naming what it is. Anyone may open it, signed in or not.
 */
export function DocumentVerification({ code }: { code: string }) {
  const t = useMessages(documentsMessages);
  const fil = useLocale((s) => s.locale) === 'fil';
  const { state, reload } = useFetch(`verify/${code}`, async (signal) => {
    try {
      return (await verifyDocument(code, signal)).data;
    } catch (err) {
      // An unknown code is an answer (not valid), not a failure.
      if ((err as { status?: number }).status === 404) return null;
      throw err;
    }
  });
  const document = state.status === 'ready' ? state.data : null;
  const words = (w: { en: string; fil: string }) => (fil ? w.fil : w.en);
  const heading = document ? t('verifyHeadingOf', { title: words(document.title) }) : t('verifyHeading');
  const locale = getIntlLocale();

  let body;
  if (state.status === 'loading') body = <p role="status">{t('verifyChecking')}</p>;
  else if (state.status === 'error') {
    body = (
      <div role="alert">
        <p>{t('verifyFailed')}</p>
        <button type="button" className="button" onClick={reload}>
          {t('tryAgain')}
        </button>
      </div>
    );
  } else if (!document) {
    body = (
      <div className="document-verdict document-verdict-invalid" role="status">
        <p>
          <strong>{t('verifyNotValid')}</strong>
        </p>
        <p>{t('verifyNotValidNote')}</p>
      </div>
    );
  } else {
    const noun = words(document.noun);
    body = (
      <div
        className={`document-verdict ${document.valid ? 'document-verdict-valid' : 'document-verdict-invalid'}`}
        role="status"
      >
        <p>
          <strong>{document.valid ? t('verifyValid', { noun }) : t('verifyExpired', { noun })}</strong>
        </p>
        <dl className="details">
          {document.fields.map((field) => (
            <Fragment key={field.label.en}>
              <dt>{words(field.label)}</dt>
              <dd>{field.value}</dd>
            </Fragment>
          ))}
          <dt>{t('verifyNumber')}</dt>
          <dd>{document.number}</dd>
          <dt>{document.valid_until ? t('verifyValidUntil') : t('verifyIssuedOn')}</dt>
          <dd>{formatDate(document.valid_until ?? document.issued_at, locale)}</dd>
        </dl>
      </div>
    );
  }
  return (
    <>
      <h1>{heading}</h1>
      {body}
    </>
  );
}
