import { BTAX_RULE_OPTIONS, VALID_ID_RULE } from '@/domain/contracts/business-tax';
import { FormFeedback } from '@/components/form-feedback';
import { VALID_ID_CHOICES } from '../btax-choices';
import type { AfterPayment, PaymentControls } from '../payment-controls';
import { useRulesForm } from '@/components/use-rules-form';
import { ChoiceController } from './choice-controller';

type Values = { valid_id_to_present: string };
/** What every create-billing call answers: the billing, related to its new transaction. */
type CreatedBilling = { data: { relationships: { transaction_history: { data: { id: string } } } } };
const RULES = { valid_id_to_present: VALID_ID_RULE };
const FIELDS = ['valid_id_to_present'] as const;

/**
 * Under a bill: the valid ID to present, the convenience-fee note, and Back / Pay. Pay creates the
 * billing with the chosen ID and hands over to the payment flow; Pay stays off while it runs.
 */
export function PayForm({
  idPrefix,
  payment,
  after,
  createBilling,
  onBack,
}: {
  idPrefix: string;
  payment: PaymentControls;
  after: AfterPayment;
  /** Creates the billing with the chosen ID; its transaction is then paid. */
  createBilling: (validId: string) => Promise<CreatedBilling>;
  onBack: () => void;
}) {
  const form = useRulesForm<Values>({
    options: BTAX_RULE_OPTIONS,
    rules: RULES,
    defaultValues: { valid_id_to_present: '' },
    fields: FIELDS,
  });
  const busy = payment.busy || form.isSubmitting;

  const submit = form.submitWith(({ valid_id_to_present }) =>
    payment.pay(
      () =>
        createBilling(valid_id_to_present).then((doc) => doc.data.relationships.transaction_history.data.id),
      after,
    ),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Pay this bill">
      <FormFeedback feedback={form.feedback} idPrefix={idPrefix} />
      <ChoiceController
        control={form.control}
        name="valid_id_to_present"
        id={`${idPrefix}valid_id_to_present`}
        label="Valid ID to Present"
        placeholder="Select a valid ID"
        choices={VALID_ID_CHOICES}
        error={form.errors.valid_id_to_present?.message}
      />
      {payment.note}
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={onBack} disabled={busy}>
          Back
        </button>
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {payment.label}
        </button>
      </div>
    </form>
  );
}
