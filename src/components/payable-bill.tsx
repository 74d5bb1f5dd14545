import type { BillingColumn } from './billing-column';
import { BillingDetails } from './billing-details';
import { PayForm, type CreatedBilling, type PayerChoice } from './pay-form';
import type { AfterPayment, PaymentControls } from './payment-controls';

/** A bill that was found, and under it the pay form (valid ID, fee note, Back / Pay). */
export function PayableBill<R>({
  caption,
  record,
  columns,
  focusOnShow,
  idPrefix,
  payment,
  after = 'success-page',
  createBilling,
  onBack,
}: {
  caption: string;
  record: R;
  columns: readonly BillingColumn<R>[];
  /** Off where a select above drives the lookup: focus stays with the select. */
  focusOnShow?: boolean;
  /** Prefix of the pay form's field ids. */
  idPrefix: string;
  payment: PaymentControls;
  after?: AfterPayment;
  createBilling: (payer: PayerChoice) => Promise<CreatedBilling>;
  onBack: () => void;
}) {
  return (
    <>
      <BillingDetails caption={caption} record={record} columns={columns} focusOnShow={focusOnShow} />
      <PayForm
        idPrefix={idPrefix}
        payment={payment}
        after={after}
        createBilling={createBilling}
        onBack={onBack}
      />
    </>
  );
}
