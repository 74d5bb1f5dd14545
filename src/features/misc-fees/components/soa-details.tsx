import { useEffect, useRef } from 'react';
import type { BillingColumn } from '@/components/billing-column';
import { RecordTable } from '@/components/record-table';
import type { SoaVerification } from '@/domain/contracts/misc-fees';
import { formatDate } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { miscFeesMessages } from '../misc-fees-messages';

/** The verified SOA (§3: payor, bill date, amount, number), and what stops paying it if anything. */
export function SoaDetails({ soa }: { soa: SoaVerification }) {
  const t = useMessages(miscFeesMessages);
  const ref = useRef<HTMLElement>(null);
  // Announced when it appears, as a bill found by a search is.
  useEffect(() => ref.current?.focus(), [soa]);
  const locale = getIntlLocale();
  const columns: BillingColumn<SoaVerification>[] = [
    { label: t('soaNumber'), value: (s) => s.soa_number },
    { label: t('payorName'), value: (s) => s.name },
    { label: t('billDate'), value: (s) => formatDate(s.bill_date, locale) },
    { label: t('office'), value: (s) => s.office },
    { label: t('description'), value: (s) => s.description },
    { label: t('payUntil'), value: (s) => formatDate(s.expires_on, locale) },
    {
      label: t('amount'),
      value: (s) => formatPeso(s.amount, { sign: true }),
      lead: true,
      numeric: true,
    },
  ];
  return (
    <section ref={ref} className="billing-details" aria-label={t('soaCaption')} tabIndex={-1}>
      <RecordTable caption={t('soaCaption')} records={[soa]} columns={columns} rowKey={(s) => s.soa_number} />
      {soa.status === 'EXPIRED SOA' ? (
        <p className="form-alert" role="alert">
          {t('soaExpired', { date: formatDate(soa.expires_on, locale), office: soa.office })}
        </p>
      ) : null}
      {soa.status === 'PAID' ? (
        <p className="form-alert" role="alert">
          {t('soaPaid')}
        </p>
      ) : null}
    </section>
  );
}
