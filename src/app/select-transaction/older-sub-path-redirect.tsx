import { Redirect, useSearch } from 'wouter';
import type { SelectedTransaction } from '@/domain/transactions/selected-transaction';
import { olderChoices, transactionSubPath } from '@/domain/transactions/transaction-routes';
import { getBillingImport } from '@/features/select-transaction/api/get-billing-import';
import { readStored } from '@/lib/storage';
import { useFetch } from '@/lib/use-fetch';
import NotFoundPage from '../pages/not-found-page';

/** The module and type Proceed stored (§2.8), or null. */
function storedChoice(): Pick<SelectedTransaction, 'module_type' | 'transaction_type'> | null {
  try {
    return JSON.parse(readStored('selectedTransaction') ?? 'null') as SelectedTransaction | null;
  } catch {
    return null;
  }
}

/**
 * An older-variant sub-path (§2.8: cedula-individual, health-certificate, current …) opens the
 * same kind as the current table's, by the module and type it was chosen for: one choice, or the
 * one Proceed stored when the sub-path stands for several (HC's four types). The address becomes
 * the kind's own, so the page, its draft and a resubmit link are the one the current variant opens.
 */
export function OlderSubPathRedirect({ page }: { page: string }) {
  const search = useSearch();
  const choices = olderChoices(page);
  const stored = storedChoice();
  const chosen =
    choices.length === 1
      ? choices[0]
      : choices.find(
          (c) => c.moduleType === stored?.module_type && c.transactionType === stored.transaction_type,
        );
  const { state } = useFetch(chosen ? `${chosen.moduleType}|${chosen.transactionType}` : null, async () => {
    if (!chosen) return null;
    // RPTAX's payment page depends on where the LGU's bills come from, as Proceed decides it.
    const billingSource =
      chosen.moduleType === 'RPTAX'
        ? await getBillingImport().then(
            (doc) => doc.data.attributes.billing_source,
            () => 'API' as const,
          )
        : ('API' as const);
    return transactionSubPath(chosen.moduleType, chosen.transactionType, { billingSource });
  });
  if (!chosen) return <NotFoundPage />;
  if (state.status === 'loading') return <div className="page" aria-busy="true" />;
  if (!state.data) return <NotFoundPage />;
  return <Redirect to={`/create-transaction/${state.data}${search ? `?${search}` : ''}`} replace />;
}
