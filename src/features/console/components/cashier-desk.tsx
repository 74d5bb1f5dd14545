import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { findStatements, type StatementDue } from '../api/find-statements';
import { treasuryMessages } from '../treasury-messages';
import '../treasury.css';
import { peso } from './collection-money';
import { ConsoleLoadFailed } from './console-load-failed';
import { CounterPaymentForm } from './counter-payment-form';

const PATH = '/console/cashier';

/** `/console/cashier`: find an online statement of account waiting for payment and post its counter payment. */
export function CashierDesk() {
  const t = useMessages(treasuryMessages);
  const [, navigate] = useLocation();
  const q = new URLSearchParams(useSearch()).get('q')?.trim() ?? '';
  const fetched = useFetch(q ? `cashier-${q}` : null, (signal) => findStatements(q, signal));
  const [taking, setTaking] = useState<StatementDue | null>(null);
  const [notice, setNotice] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setTaking(null);
    navigate(value ? `${PATH}?${new URLSearchParams({ q: value }).toString()}` : PATH);
  };
  const posted = (message: string) => {
    setNotice(message);
    setTaking(null);
    fetched.refresh();
  };
  return (
    <section aria-labelledby="cashier-title">
      <h2 id="cashier-title">{t('cashierTitle')}</h2>
      <p>{t('cashierIntro')}</p>
      <form role="search" onSubmit={submit} className="console-card console-filter-form" key={q}>
        <div className="field">
          <label htmlFor="cashier-q">{t('cashierFind')}</label>
          <input id="cashier-q" name="q" type="search" defaultValue={q} autoComplete="off" />
        </div>
        <div className="console-buttons">
          <button type="submit" className="button">
            {t('find')}
          </button>
        </div>
      </form>
      <p role="status" className="console-notice">
        {notice}
      </p>
      {taking ? (
        <CounterPaymentForm statement={taking} onPosted={posted} onCancel={() => setTaking(null)} />
      ) : !q ? null : fetched.state.status === 'error' ? (
        <ConsoleLoadFailed onRetry={fetched.reload} />
      ) : !fetched.state.data ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} />
      ) : fetched.state.data.data.length === 0 ? (
        <p>{t('noStatement')}</p>
      ) : (
        <ul className="treasury-list">
          {fetched.state.data.data.map((s) => (
            <li key={s.transaction_id} className="console-card">
              <strong>{s.reference}</strong>
              <span className="treasury-block console-wrap">{s.description}</span>
              <span className="treasury-block">
                {s.payor} · <span className="treasury-amount">{peso(s.amount)}</span> · {s.status}
              </span>
              <div className="console-buttons">
                <button type="button" className="button" onClick={() => setTaking(s)}>
                  {t('takePayment', { reference: s.reference })}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
