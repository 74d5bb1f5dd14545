import { BillingDetails, type BillingDetailsProps } from './billing-details';
import { PayForm, type PayFormProps } from './pay-form';

/** A bill that was found, and under it the pay form (valid ID, fee note, Back / Pay). */
export function PayableBill<R>({
  caption,
  record,
  columns,
  summary,
  focusOnShow,
  ...pay
}: BillingDetailsProps<R> & PayFormProps) {
  return (
    <>
      <BillingDetails
        caption={caption}
        record={record}
        columns={columns}
        summary={summary}
        focusOnShow={focusOnShow}
      />
      <PayForm {...pay} />
    </>
  );
}
