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
