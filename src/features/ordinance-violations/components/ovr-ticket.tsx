import { BillingDetails } from '@/components/billing-details';
import { RecordTable } from '@/components/record-table';
import { useMessages } from '@/lib/i18n/use-messages';
import { ovrMessages } from '../ordinance-violations-messages';
import { ticketColumns, ticketSummary, violationColumns, type OvrTicketView } from '../ovr-columns';

/** The ticket and the ordinances it says were violated, each with its fine. */
export function OvrTicket({ ticket, focusOnShow = true }: { ticket: OvrTicketView; focusOnShow?: boolean }) {
  const t = useMessages(ovrMessages);
  return (
    <>
      <BillingDetails
        caption={t('ticketCaption')}
        record={ticket}
        columns={ticketColumns(ticket)}
        summary={ticketSummary(ticket)}
        focusOnShow={focusOnShow}
      />
      <RecordTable
        caption={t('violationsCaption')}
        records={ticket.violations}
        columns={violationColumns()}
        rowKey={(v) => `${ticket.violations.indexOf(v)}`}
      />
    </>
  );
}
