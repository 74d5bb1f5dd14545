import '../permits.css';
import { formatDate } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { verifyPermit } from '../api/verify-permit';
import { permitsMessages } from '../permits-messages';

/**
 * The public answer for a permit's QR code: valid, expired or not valid, with the business name,
 * permit number and validity only (nothing private). Anyone may open it, signed in or not.
 */
export function PermitVerification({ code }: { code: string }) {
  const t = useMessages(permitsMessages);
  const { state, reload } = useFetch(`verify/${code}`, async (signal) => {
    try {
      return (await verifyPermit(code, signal)).data;
    } catch (err) {
      // An unknown code is an answer (not valid), not a failure.
      if ((err as { status?: number }).status === 404) return null;
      throw err;
    }
  });
  if (state.status === 'loading') return <p role="status">{t('verifyChecking')}</p>;
  if (state.status === 'error') {
    return (
      <div role="alert">
        <p>{t('verifyFailed')}</p>
        <button type="button" className="button" onClick={reload}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  const permit = state.data;
  if (!permit) {
    return (
      <div className="permit-verdict permit-verdict-invalid" role="status">
        <p>
          <strong>{t('verifyNotValid')}</strong>
        </p>
        <p>{t('verifyNotValidNote')}</p>
      </div>
    );
  }
  const locale = getIntlLocale();
  return (
    <div
      className={`permit-verdict ${permit.valid ? 'permit-verdict-valid' : 'permit-verdict-invalid'}`}
      role="status"
    >
      <p>
        <strong>{permit.valid ? t('verifyValid') : t('verifyExpired')}</strong>
      </p>
      <dl className="details">
        <dt>{t('verifyBusinessName')}</dt>
        <dd>{permit.business_name}</dd>
        <dt>{t('verifyPermitNumber')}</dt>
        <dd>{permit.permit_number}</dd>
        <dt>{t('verifyValidUntil')}</dt>
        <dd>{formatDate(permit.valid_until, locale)}</dd>
      </dl>
    </div>
  );
}
