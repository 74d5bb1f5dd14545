import type { ApplicationStatus, ServiceModule } from '@/domain/contracts/module-systems';
import type { TransactionAction } from '@/domain/transactions/transaction-action';
import type { InlineForms } from '../inline-form';
import { chooseStatus } from '../select-transaction-store';
import { ModuleHeaderCard } from './module-header-card';
import { TransactionTypeSelect } from './transaction-type-select';

/** Step 2: the module's card, then 'Soon to be available', the type selector, or an inline form. */
export function ModuleStep({
  module,
  statuses,
  status,
  action,
  inlineForms,
  onDone,
}: {
  module: Pick<ServiceModule, 'id' | 'attributes'>;
  statuses: ApplicationStatus[];
  /** The chosen transaction type, if any. */
  status: ApplicationStatus | undefined;
  /** The dialog's decision for this module and type (domain/transactions/transaction-action). */
  action: TransactionAction;
  inlineForms: InlineForms;
  onDone: () => void;
}) {
  if (action.kind === 'coming-soon') {
    return (
      <div>
        <ModuleHeaderCard module={module} />
        <p className="empty-state" title="Coming Soon!">
          Soon to be available
        </p>
      </div>
    );
  }
  const InlineForm = action.kind === 'inline-form' ? inlineForms[action.form] : undefined;
  return (
    <div>
      <ModuleHeaderCard module={module} />
      <TransactionTypeSelect statuses={statuses} value={status?.id ?? ''} onChange={chooseStatus} />
      {status && action.kind === 'inline-form' ? (
        InlineForm ? (
          <InlineForm module={module} status={status} onDone={onDone} />
        ) : (
          <p role="status" className="notice">
            Online payment for {module.attributes.description} is not available yet. Please pay at the city
            hall for now.
          </p>
        )
      ) : null}
    </div>
  );
}
