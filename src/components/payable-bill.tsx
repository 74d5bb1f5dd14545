import type { BillingColumn } from './billing-column';
import { BillingDetails } from './billing-details';
import { PayForm, type PayFormProps } from './pay-form';

/** A bill that was found, and under it the pay form (valid ID, fee note, Back / Pay). */
export function PayableBill<R>({
  caption,
  record,
  columns,
  summary,
  focusOnShow,
  ...pay
}: PayFormProps & {
  caption: string;
  record: R;
  columns: readonly BillingColumn<R>[];
  /** What Pay covers and charges ('2nd–4th quarter: ₱11,250.00'). */
  summary?: string;
  /** Off where a select above drives the lookup: focus stays with the select. */
  focusOnShow?: boolean;
}) {
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
