import type { ApplicationStatus, ServiceModule } from '@/domain/contracts/module-systems';
import type { SelectedTransaction } from '@/domain/transactions/selected-transaction';
import {
  proceedSubPath,
  UNKNOWN_TRANSACTION_MESSAGE,
  type RouteVariant,
} from '@/domain/transactions/transaction-routes';
import { writeStored } from '@/lib/storage';
import { getBillingImport } from './api/get-billing-import';

/**
 * Proceed (§2.8): stores the selection locally and returns the page to open; an unknown
 * combination logs 'Something went wrong!' and returns '/'.
 */
export async function proceed(
  module: Pick<ServiceModule, 'id' | 'attributes'>,
  status: ApplicationStatus,
  variant: RouteVariant,
): Promise<string> {
  const moduleType = module.attributes.name;
  const billingSource =
    moduleType === 'RPTAX' ? (await getBillingImport()).data.attributes.billing_source : ('API' as const);
  const sub = proceedSubPath(
    moduleType,
    status.attributes.name,
    { billingSource },
    variant,
    status.attributes.sub_path,
  );
  if (sub === null) {
    console.error(UNKNOWN_TRANSACTION_MESSAGE, moduleType, status.attributes.name);
    return '/';
  }
  const selection: SelectedTransaction = {
    system_module_id: Number(module.id),
    application_status_id: Number(status.id),
    transaction_type: status.attributes.name,
    module_type: moduleType,
    icon: module.attributes.other_information,
    label: status.attributes.name,
    amount: status.attributes.amount,
    office_id: null,
    ...(/^RENEW/.test(status.attributes.name) ? { retrieve_old_data: true } : {}),
  };
  writeStored('selectedTransaction', JSON.stringify(selection));
  return `/create-transaction/${sub}`;
}
