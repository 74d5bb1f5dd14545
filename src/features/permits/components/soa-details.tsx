import { RecordTable } from '@/components/record-table';
import type { SoaView } from '@/domain/fees/billing-contracts';
import { formatLongDate } from '@/domain/format/format-long-date';
import { formatPeso } from '@/domain/format/format-peso';
import { centavosToPesos } from '@/domain/money/centavos';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { permitsMessages } from '../permits-messages';

type Line = SoaView['lines'][number];
const STATUS_KEY = { PAYABLE: 'soaPayable', PAID: 'soaPaid', 'EXPIRED SOA': 'soaExpired' } as const;

/** An application's statement of account: number, last day, status, its lines and total. */
export function SoaDetails({ soa }: { soa: SoaView }) {
  const t = useMessages(permitsMessages);
  const locale = getIntlLocale();
  const peso = (centavos: number) => formatPeso(centavosToPesos(centavos), { sign: true });
  return (
    <>
      <dl className="details">
        <dt>{t('soaNumber')}</dt>
        <dd>{soa.number}</dd>
        <dt>{t('soaPayBy')}</dt>
        {/* In words, weekday included: the last day to pay is not to be misread (issue 30). */}
        <dd>{formatLongDate(soa.expires_on, locale)}</dd>
        <dt>{t('soaStatus')}</dt>
        <dd>{t(STATUS_KEY[soa.status])}</dd>
        <dt>{t('soaTotal')}</dt>
        <dd>
          <strong>{peso(soa.total)}</strong>
        </dd>
      </dl>
      <RecordTable<Line>
        caption={t('soaLines')}
        records={soa.lines}
        rowKey={(line) => line.code}
        columns={[
          { label: t('colItem'), value: (line) => line.label },
          { label: t('colBasis'), value: (line) => line.basis },
          { label: t('colAmount'), value: (line) => peso(line.amount), numeric: true, lead: true },
        ]}
      />
    </>
  );
}
