import { BillingDetails } from '@/components/billing-details';
import { BillingScreenFrame } from '@/components/billing-screen-frame';
import { PayForm } from '@/components/pay-form';
import type { PaymentControls } from '@/components/payment-controls';
import { RecordTable } from '@/components/record-table';
import type { NovRecord } from '@/domain/contracts/violations';
import { createNovBilling } from '../api/create-nov-billing';
import { searchNov } from '../api/search-nov';
import { noticeColumns, noticeSummary, violationColumns } from '../nov-columns';
import { useMessages } from '@/lib/i18n/use-messages';
import { violationsMessages } from '../violations-messages';
import { NovSearchForm, type NovQuery } from './nov-search-form';

type Found = { query: NovQuery; record: NovRecord | null };

/**
 * The NOV inline form of the Select Transaction dialog (§2.8, §2.12): NOV number and PIN →
 * PLATE NUMBER, AMOUNT, DATE and the violations → valid ID → Back / Pay, then the payment flow
 * to the success page. A number and PIN that match no notice show 'No Record Found'; a paid
 * notice is shown as paid, with Back only.
 */
export function NovForm({ statusId, payment }: { statusId: number; payment: PaymentControls }) {
  const t = useMessages(violationsMessages);
  const search = (show: (found: Found) => void) => async (query: NovQuery) => {
    const doc = await searchNov(query);
    show({ query, record: doc.data?.attributes ?? null });
  };
  return (
    <BillingScreenFrame<Found>
      title={t('title')}
      search={(show) => <NovSearchForm onSearch={search(show)} />}
    >
      {({ query, record }, { back }) => (
        <>
          <BillingDetails
            caption={t('noticeCaption')}
            record={record}
            columns={noticeColumns()}
            summary={noticeSummary(record)}
          />
          <RecordTable
            caption={t('violationsCaption')}
            records={record.violations}
            columns={violationColumns()}
            rowKey={(v) => `${record.violations.indexOf(v)}`}
          />
          {record.is_paid ? (
            <>
              <p role="status">{t('alreadyPaid')}</p>
              <div className="actions">
                <button type="button" className="button button-secondary" onClick={back}>
                  {t('back')}
                </button>
              </div>
            </>
          ) : (
            <PayForm
              idPrefix="nov-pay-"
              payment={payment}
              amount={record.total_amount}
              beingPaid={record.being_paid}
              onBack={back}
              createBilling={(payer) =>
                createNovBilling({ ...query, ...payer, application_status_id: statusId })
              }
            />
          )}
        </>
      )}
    </BillingScreenFrame>
  );
}
