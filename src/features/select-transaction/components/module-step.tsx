import type { ApplicationStatus, ServiceModule } from '@/domain/contracts/module-systems';
import { MISC_FEE_MODULE, usesInlineForm } from '@/domain/transactions/inline-forms';
import type { InlineForms, SelectTransactionSettings } from '../inline-form';
import { chooseStatus, useSelectTransaction } from '../select-transaction-store';
import { MiscFeeFields } from './misc-fee-fields';
import { ModuleHeaderCard } from './module-header-card';
import { TransactionTypeSelect } from './transaction-type-select';

/** Step 2: the module's card, then 'Soon to be available', the type selector, or an inline form. */
export function ModuleStep({
  module,
  statuses,
  inlineForms,
  settings,
  onDone,
}: {
  module: Pick<ServiceModule, 'id' | 'attributes'>;
  statuses: ApplicationStatus[];
  inlineForms: InlineForms;
  settings: SelectTransactionSettings;
  onDone: () => void;
}) {
  const statusId = useSelectTransaction((s) => s.statusId);
  const { is_active: active, is_coming_soon: comingSoon, name: moduleType } = module.attributes;
  const status = statuses.find((s) => s.id === statusId);
  const inline =
    usesInlineForm(moduleType, status?.attributes.name, settings.rptaxFlag) || moduleType === MISC_FEE_MODULE;
  const InlineForm = inlineForms[moduleType];

  return (
    <div>
      <ModuleHeaderCard module={module} />
      {active && comingSoon ? (
        <p className="empty-state" title="Coming Soon!">
          Soon to be available
        </p>
      ) : (
        <>
          {moduleType === MISC_FEE_MODULE ? <MiscFeeFields /> : null}
          <TransactionTypeSelect statuses={statuses} value={statusId} onChange={chooseStatus} />
          {status && inline ? (
            InlineForm ? (
              <InlineForm module={module} status={status} onDone={onDone} />
            ) : (
              <p role="status" className="notice">
                Online payment for {module.attributes.description} is not available yet. Please pay at the
                city hall for now.
              </p>
            )
          ) : null}
        </>
      )}
    </div>
  );
}
