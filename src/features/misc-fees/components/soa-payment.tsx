import '../misc-fees.css';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormFeedback } from '@/components/form-feedback';
import type { PaymentControls } from '@/components/payment-controls';
import { TextField } from '@/components/text-field';
import { useRulesForm } from '@/components/use-rules-form';
import { SOA_RULE_OPTIONS, SOA_VERIFY_RULES, type SoaVerification } from '@/domain/contracts/misc-fees';
import { ApiError } from '@/lib/http';
import { useMessages } from '@/lib/i18n/use-messages';
import { createSoaPayment } from '../api/create-soa-payment';
import { verifySoa } from '../api/verify-soa';
import { miscFeesMessages } from '../misc-fees-messages';
import { SoaDetails } from './soa-details';
import { commonMessages } from '@/components/messages/common-messages';

type SoaQuery = { soa_number: string; name: string };
const ID = 'soa-';
const sameSoa = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The statement-of-account payment (§2.13): SOA number and payor's name, Verify Details (then
 * Reverify), the details, and Pay Now only while the verified number is the one entered; a
 * confirmation, then the payment portal.
 */
export function SoaPayment({ statusId, payment }: { statusId: number; payment: PaymentControls }) {
  const t = useMessages(miscFeesMessages);
  const tc = useMessages(commonMessages);
  const form = useRulesForm<SoaQuery>({
    rules: SOA_VERIFY_RULES,
    options: SOA_RULE_OPTIONS,
    defaultValues: { soa_number: '', name: '' },
  });
  const [verified, setVerified] = useState<SoaVerification | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const entered = form.watch('soa_number');
  const soaNumber = form.register('soa_number');

  const verify = form.submitWith(async (values) => {
    setNotFound(false);
    try {
      setVerified((await verifySoa(values)).data.attributes);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
      setVerified(null);
      setNotFound(true);
    }
  });

  const matches = verified !== null && sameSoa(verified.soa_number, entered);
  const payable = matches && verified.status === 'PAYABLE';
  // The quote of the SOA shown, once it is the one entered and payable.
  const quote = payment.useQuote(payable ? verified.amount : null);
  const canPay = payable && !payment.busy && !quote.loading;
  const pay = () => {
    if (!verified) return;
    // Closed first: a confirmation still open when the payment closes the Select Transaction
    // dialog would restore the page's inertness after that dialog lifted it.
    setConfirming(false);
    void payment
      .pay(
        () =>
          createSoaPayment(verified.soa_number, {
            name: verified.name,
            application_status_id: statusId,
          }).then((doc) => doc.data.relationships.transaction_history.data.id),
        'success-page',
        quote.shown,
      )
      .catch(() => undefined);
  };

  return (
    <div className="soa-payment">
      <form noValidate onSubmit={(e) => void verify(e)} aria-label={t('soaTitle')}>
        <FormFeedback feedback={form.feedback} idPrefix={ID} />
        <TextField
          id={`${ID}soa_number`}
          label={t('soaNumber')}
          autoComplete="off"
          className="uppercase"
          error={form.errors.soa_number?.message}
          {...soaNumber}
          onChange={(e) => {
            e.currentTarget.value = e.currentTarget.value.toUpperCase();
            void soaNumber.onChange(e);
          }}
        />
        <TextField
          id={`${ID}name`}
          label={t('payorName')}
          hint={t('payorNameHint')}
          autoComplete="name"
          error={form.errors.name?.message}
          {...form.register('name')}
        />
        {notFound ? (
          <p className="form-alert" role="alert">
            {t('noRecordFound')}
          </p>
        ) : null}
        <div className="actions">
          <button
            type="submit"
            className="button button-secondary"
            disabled={form.isSubmitting || payment.busy}
          >
            {verified ? t('reverify') : t('verifyDetails')}
          </button>
          <button type="button" className="button" disabled={!canPay} onClick={() => setConfirming(true)}>
            {payment.label}
          </button>
        </div>
      </form>
      {verified ? <SoaDetails soa={verified} /> : null}
      {verified && !matches ? (
        <p className="notice" role="status">
          {t('reverifyNeeded')}
        </p>
      ) : null}
      {payable ? quote.view : null}
      {payable && verified.being_paid ? (
        <p className="notice" role="status">
          {tc('billBeingPaid')}
        </p>
      ) : null}
      {confirming && verified ? (
        <ConfirmDialog
          message={t('confirmRedirect', { soa: verified.soa_number })}
          confirmLabel={t('proceedToPortal')}
          cancelLabel={t('cancel')}
          busy={payment.busy}
          onConfirm={pay}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
