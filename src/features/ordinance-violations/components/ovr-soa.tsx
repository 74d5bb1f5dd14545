import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { OvrReceipt } from '@/domain/contracts/ordinance-violations';
import { formatDate } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { showToast } from '@/stores/toasts';
import { regenerateOvrSoa } from '../api/regenerate-ovr-soa';
import { ovrMessages } from '../ordinance-violations-messages';

const STATUS = { PAYABLE: 'statusPayable', PAID: 'statusPaid', 'EXPIRED SOA': 'statusExpired' } as const;

/**
 * A receipt's statement of account: its number, amount, last day and status; then what comes
 * next: paying it (`pay`, the page's Pay Now), a new one once it expired, or the transaction's
 * page with the official receipt once paid.
 */
export function OvrSoa({
  receipt,
  pay,
  onChanged,
}: {
  receipt: OvrReceipt;
  pay: (transactionId: string) => ReactNode;
  onChanged: (receipt: OvrReceipt) => void;
}) {
  const t = useMessages(ovrMessages);
  const [busy, setBusy] = useState(false);
  const soa = receipt.attributes;
  const transactionId = receipt.relationships.transaction_history.data.id;
  const locale = getIntlLocale();
  const regenerate = async () => {
    setBusy(true);
    try {
      const doc = await regenerateOvrSoa(receipt.id);
      showToast('success', t('regenerated'));
      onChanged(doc.data);
    } catch {
      // The error was toasted; the button stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="ovr-soa" aria-labelledby="ovr-soa-title">
      <h2 id="ovr-soa-title">{t('soaCaption')}</h2>
      <dl className="ovr-soa-facts">
        <div>
          <dt>{t('soaNumber')}</dt>
          <dd>{soa.soa_number}</dd>
        </div>
        <div>
          <dt>{t('amount')}</dt>
          <dd>{formatPeso(soa.amount, { sign: true })}</dd>
        </div>
        <div>
          <dt>{t('payBy')}</dt>
          <dd>{formatDate(soa.soa_expires_on, locale)}</dd>
        </div>
        <div>
          <dt>{t('soaStatus')}</dt>
          <dd>{t(STATUS[soa.soa_status])}</dd>
        </div>
      </dl>
      {soa.soa_status === 'PAYABLE' ? pay(transactionId) : null}
      {soa.soa_status === 'EXPIRED SOA' ? (
        <>
          <p className="notice">{t('expiredSoa', { date: formatDate(soa.soa_expires_on, locale) })}</p>
          <div className="actions">
            <button
              type="button"
              className="button"
              onClick={() => void regenerate()}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {t('regenerate')}
            </button>
          </div>
        </>
      ) : null}
      {soa.soa_status === 'PAID' ? (
        <>
          <p role="status">{t('paidNotice')}</p>
          <div className="actions">
            <Link href={`/transaction-history/${transactionId}`} className="button">
              {t('openTransaction')}
            </Link>
          </div>
        </>
      ) : null}
    </section>
  );
}
