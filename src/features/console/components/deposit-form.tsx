import type { FormEvent } from 'react';
import { FieldFrame } from '@/components/field-frame';
import { centavosToPesos } from '@/domain/money/centavos';
import { useMessages } from '@/lib/i18n/use-messages';
import type { Reconciliation } from '../api/treasury-types';
import { setDeposit } from '../api/set-deposit';
import { treasuryMessages } from '../treasury-messages';
import { useConsoleAction } from '../use-console-action';

/** The day's bank deposit as the treasurer enters it (a correction replaces it; the audit keeps both). */
export function DepositForm({ day, onSaved }: { day: Reconciliation; onSaved: (message: string) => void }) {
  const t = useMessages(treasuryMessages);
  const action = useConsoleAction();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const saved = await action.run(() =>
      setDeposit(day.date, String(data.get('amount') ?? '').trim(), String(data.get('note') ?? '')),
    );
    // The page says so: this form is made anew with the saved deposit.
    if (saved !== undefined) onSaved(t('depositSaved'));
  };
  return (
    <form className="console-card" onSubmit={(e) => void submit(e)} noValidate aria-label={t('deposit')}>
      <FieldFrame label={t('depositAmount')} error={action.fields.amount}>
        {(control) => (
          <input
            {...control}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={day.deposit ? centavosToPesos(day.deposit.amount) : ''}
          />
        )}
      </FieldFrame>
      <FieldFrame label={t('depositNote')} error={action.fields.note}>
        {(control) => (
          <input {...control} name="note" maxLength={500} defaultValue={day.deposit?.note ?? ''} />
        )}
      </FieldFrame>
      <div className="console-buttons">
        <button type="submit" className="button" disabled={action.busy}>
          {t('saveDeposit')}
        </button>
      </div>
      {action.error && Object.keys(action.fields).length === 0 ? <p role="alert">{action.error}</p> : null}
    </form>
  );
}
