import type { SelectedTransaction } from '@/domain/transactions/selected-transaction';
import { readStored } from './storage';

/**
 * The transaction type chosen for a module in the Select Transaction dialog (Proceed stores it,
 * §2.8), or null when the page was opened some other way.
 */
export function storedStatusId(moduleType: string): number | null {
  try {
    const stored = JSON.parse(
      readStored('selectedTransaction') ?? 'null',
    ) as Partial<SelectedTransaction> | null;
    const id = stored?.module_type === moduleType ? Number(stored.application_status_id) : NaN;
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
