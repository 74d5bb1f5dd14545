/** The selection Proceed stores locally for the application page (§3 selected-transaction form). */
export interface SelectedTransaction {
  system_module_id: number;
  application_status_id: number;
  transaction_type: string;
  module_type: string;
  icon: string | null;
  label: string;
  amount: string;
  office_id: number | null;
  /** RENEW sets the old-data retrieval modal flag (§2.8). */
  retrieve_old_data?: boolean;
}

/** A fee of 0.00 lets the payer type the amount: 20 to 1,000,000 pesos, two decimals (§5, §9). */
export const MISC_FEE_AMOUNT_RULES = {
  amount: 'required|mask:^\\d+(\\.\\d{1,2})?$~1000.00|number_range:20-1000000',
} as const;

/** True when a fee's amount is typed by the payer (the fee is 0.00). */
export const isOpenAmountFee = (amount: string) => Number(amount) === 0;
