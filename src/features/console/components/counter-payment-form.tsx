import { useEffect, useRef, type FormEvent } from 'react';
import { FieldFrame } from '@/components/field-frame';
import { useMessages } from '@/lib/i18n/use-messages';
import type { StatementDue } from '../api/find-statements';
import { postCounterPayment } from '../api/post-counter-payment';
import { treasuryMessages } from '../treasury-messages';
import { useConsoleAction } from '../use-console-action';
import { peso } from './collection-money';

/** The payment of one statement of account taken at the counter: the OR issued and the amount received. */
export function CounterPaymentForm({
  statement,
  onPosted,
  onCancel,
}: {
  statement: StatementDue;
  onPosted: (message: string) => void;
  onCancel: () => void;
}) {
  const t = useMessages(treasuryMessages);
  const action = useConsoleAction();
  const form = useRef<HTMLFormElement>(null);
  // The button that opened the form is gone: focus moves to its first field, not to the page.
  useEffect(() => form.current?.querySelector<HTMLInputElement>('input[name="or_number"]')?.focus(), []);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const done = await action.run(() =>
      postCounterPayment(
        statement.transaction_id,
        String(data.get('or_number') ?? ''),
        String(data.get('amount') ?? '').trim(),
      ),
    );
    if (done)
      onPosted(t('posted', { reference: done.data.reference, receipt: done.data.official_receipt_number }));
  };
  return (
    <form
      ref={form}
      className="console-card"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('takePayment', { reference: statement.reference })}
    >
      <h3>{t('takePayment', { reference: statement.reference })}</h3>
      <p>
        {statement.payor} · <span className="treasury-amount">{peso(statement.amount)}</span>
      </p>
      <FieldFrame label={t('orIssued')} error={action.fields.or_number}>
        {(control) => <input {...control} name="or_number" autoComplete="off" maxLength={30} />}
      </FieldFrame>
      <FieldFrame label={t('amountReceived')} error={action.fields.amount}>
        {(control) => <input {...control} name="amount" inputMode="decimal" autoComplete="off" />}
      </FieldFrame>
      {action.error && Object.keys(action.fields).length === 0 ? <p role="alert">{action.error}</p> : null}
      <div className="console-buttons">
        <button type="submit" className="button" disabled={action.busy}>
          {t('postPayment')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
