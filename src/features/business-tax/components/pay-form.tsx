import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import { BTAX_RULE_OPTIONS, VALID_ID_RULE } from '@/domain/contracts/billing';
import { compileRules } from '@/domain/validation/compile-rules';
import { FormFeedback } from '@/components/form-feedback';
import { useFormFeedback } from '@/components/use-form-feedback';
import { VALID_ID_CHOICES } from '../btax-choices';
import type { AfterPayment, PaymentControls } from '../payment-controls';
import { ChoiceSelect } from './choice-select';

type Values = { valid_id_to_present: string };
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
  /** Creates the billing with the chosen ID; answers the transaction id. */
  createBilling: (validId: string) => Promise<string>;
  onBack: () => void;
}) {
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: valibotResolver(compileRules<Values>(RULES, BTAX_RULE_OPTIONS)),
    defaultValues: { valid_id_to_present: '' },
  });
  const feedback = useFormFeedback<Values>(FIELDS, setError);
  const busy = payment.busy || formState.isSubmitting;

  const submit = handleSubmit(async ({ valid_id_to_present }) => {
    feedback.clear();
    try {
      await payment.pay(() => createBilling(valid_id_to_present), after);
    } catch (err) {
      feedback.onApiError(err);
    }
  }, feedback.onInvalid);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Pay this bill">
      <FormFeedback feedback={feedback} idPrefix={idPrefix} />
      <Controller
        control={control}
        name="valid_id_to_present"
        render={({ field }) => (
          <ChoiceSelect
            id={`${idPrefix}valid_id_to_present`}
            ref={field.ref}
            name={field.name}
            label="Valid ID to Present"
            placeholder="Select a valid ID"
            choices={VALID_ID_CHOICES}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={formState.errors.valid_id_to_present?.message}
          />
        )}
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
