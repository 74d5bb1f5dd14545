import { useEffect, useRef, useState } from 'react';
import { BTAX_RULE_OPTIONS, VALID_ID_RULE } from '@/domain/contracts/business-tax';
import { asOptions } from '@/domain/options/option';
import { VALID_IDS } from '@/domain/options/valid-ids';
import { ConfirmDialog } from './confirm-dialog';
import { FormFeedback } from './form-feedback';
import type { AfterPayment, PaymentControls } from './payment-controls';
import { SelectField } from './select-field';
import { useRulesForm } from './use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { commonMessages } from './messages/common-messages';

/** What the payer chooses in the pay form; every billing is created with it. */
export type PayerChoice = { valid_id_to_present: string };
/** What every create-billing call answers: the billing, related to its new transaction. */
export type CreatedBilling = { data: { relationships: { transaction_history: { data: { id: string } } } } };
const RULES = { valid_id_to_present: VALID_ID_RULE };
const VALID_ID_OPTIONS = asOptions(VALID_IDS);

export interface PayFormProps {
  /** Prefix of the form's field ids. */
  idPrefix: string;
  payment: PaymentControls;
  /** What paying this bill charges before the fee, in pesos ('11250.00'): the quote's amount. */
  amount: string;
  /** Another payer's checkout for this bill is open (the look-up said so): told before Pay. */
  beingPaid?: boolean | undefined;
  /** Where the payer lands after the gateway; the success page unless the screen says otherwise. */
  after?: AfterPayment;
  /** Creates the billing with the payer's choice; its transaction is then paid. */
  createBilling: (payer: PayerChoice) => Promise<CreatedBilling>;
  onBack: () => void;
  /** The back button's words; 'Back to search' unless the screen names where it returns. */
  backLabel?: string;
  /** The pay button's words; the payment's label ('Pay', 'Pay with GCASH') unless given. */
  payLabel?: string;
  /** Asked in a confirmation dialog (Yes / No) before paying, when given; the quote's total in it. */
  confirm?: (total: string) => string;
}

/**
 * Under a bill of any kind: the valid ID to present, what paying costs (the server's quote: the
 * amount, the fee and the total the gateway charges), and Back / Pay. Pay creates the billing with
 * the chosen ID and opens the checkout for the quote shown; Pay stays off while it runs.
 */
export function PayForm({
  idPrefix,
  payment,
  amount,
  beingPaid = false,
  after = 'success-page',
  createBilling,
  onBack,
  backLabel,
  payLabel,
  confirm,
}: PayFormProps) {
  const t = useMessages(commonMessages);
  // §3's valid-ID rule and its message live in the business tax contract, the first bill to ask for it.
  const form = useRulesForm<PayerChoice>({
    rules: RULES,
    options: BTAX_RULE_OPTIONS,
    defaultValues: { valid_id_to_present: '' },
  });
  const [confirming, setConfirming] = useState(false);
  const payButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // The question answered No: focus back on Pay, which its submit may have disabled for a moment
  // (the dialog would return it to <body>, where Escape and Tab lose their place).
  useEffect(() => {
    if (confirming) asked.current = true;
    else if (asked.current) payButton.current?.focus();
  }, [confirming]);
  const quote = payment.useQuote(amount);
  const busy = payment.busy || form.isSubmitting;

  const pay = form.submitWith((payer) =>
    payment.pay(
      () => createBilling(payer).then((doc) => doc.data.relationships.transaction_history.data.id),
      after,
      quote.shown,
    ),
  );
  // With a question, a valid form first opens it; Yes pays (inside its click, so a gateway popup
  // may open), and a failure still shows in the form.
  // Without a quote shown there is nothing to confirm: pay() says why it cannot start.
  const submit = confirm && quote.shown ? form.submitWith(() => Promise.resolve(setConfirming(true))) : pay;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('payThisBill')}>
      <FormFeedback feedback={form.feedback} idPrefix={idPrefix} />
      <SelectField
        id={`${idPrefix}valid_id_to_present`}
        label={t('validId')}
        placeholder={t('selectValidId')}
        options={VALID_ID_OPTIONS}
        error={form.errors.valid_id_to_present?.message}
        {...form.register('valid_id_to_present')}
      />
      {quote.view}
      {beingPaid ? (
        <p className="notice" role="status">
          {t('billBeingPaid')}
        </p>
      ) : null}
      <div className="actions">
        {/* Not just 'Back': a dialog's own Back can sit under the bill (issue 12). */}
        <button type="button" className="button button-secondary" onClick={onBack} disabled={busy}>
          {backLabel ?? t('backToSearch')}
        </button>
        <button
          ref={payButton}
          type="submit"
          className="button"
          disabled={busy || quote.loading}
          aria-busy={busy || undefined}
        >
          {payLabel ?? payment.label}
        </button>
      </div>
      {confirming && confirm ? (
        <ConfirmDialog
          message={confirm(quote.shown?.total ?? amount)}
          // Not the form's own submitting: it opens while that submit ends, and a button disabled
          // at that moment cannot take the focus the dialog gives it.
          busy={payment.busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void pay();
          }}
        />
      ) : null}
    </form>
  );
}
