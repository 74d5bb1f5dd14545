import type { Ref } from 'react';
import type { ApplicationStatus, ServiceModule } from '@/domain/contracts/module-systems';
import type { TransactionAction } from '@/domain/transactions/transaction-action';
import type { InlineForms } from '../inline-form';
import { chooseStatus } from '../select-transaction-store';
import { ModuleHeaderCard } from './module-header-card';
import { TransactionTypeSelect } from './transaction-type-select';
import { useMessages } from '@/lib/i18n/use-messages';
import { selectTransactionMessages } from '../select-transaction-messages';

/**
 * Step 2: the module's card, then 'Soon to be available', 'not available online yet', the type
 * selector, or an inline form.
 */
export function ModuleStep({
  module,
  statuses,
  status,
  action,
  inlineForms,
  headingRef,
  onDone,
}: {
  module: Pick<ServiceModule, 'id' | 'attributes'>;
  statuses: ApplicationStatus[];
  /** The chosen transaction type, if any. */
  status: ApplicationStatus | undefined;
  /** The dialog's decision for this module and type (domain/transactions/transaction-action). */
  action: TransactionAction;
  inlineForms: InlineForms;
  /** The step's heading (the module's name), focused when the step opens. */
  headingRef: Ref<HTMLHeadingElement>;
  onDone: () => void;
}) {
  const t = useMessages(selectTransactionMessages);
  const card = <ModuleHeaderCard module={module} headingRef={headingRef} />;
  if (action.kind === 'coming-soon') {
    return (
      <div>
        {card}
        <p className="empty-state" title={t('comingSoonTitle')}>
          {t('soon')}
        </p>
      </div>
    );
  }
  if (action.kind === 'unavailable') {
    return (
      <div>
        {card}
        <p className="notice">{t('unavailable', { module: module.attributes.description })}</p>
      </div>
    );
  }
  const InlineForm = action.kind === 'inline-form' ? inlineForms[action.form] : undefined;
  return (
    <div>
      {card}
      <TransactionTypeSelect statuses={statuses} value={status?.id ?? ''} onChange={chooseStatus} />
      {status && InlineForm ? <InlineForm module={module} status={status} onDone={onDone} /> : null}
    </div>
  );
}
