/** One documented operation: method, path, what it does, its body or query fields, and access. */
export interface Operation {
  method: 'get' | 'post' | 'put';
  path: string;
  summary: string;
  fields?: string[];
  query?: string[];
  auth?: boolean;
  /** The spec (§7) leaves this path "not shown": Bayan chose it. */
  designed?: boolean;
}

// The API as built so far. Paths the spec names are used as written; the others are marked
// `designed` and explained in docs/decisions.md.
// prettier-ignore
export const OPERATIONS: Operation[] = [
  { method: 'get', path: '/api/v1/taxpayers/cms', summary: 'Site content entries (§3): VARIABLES, LOGOS, COLORS, COMPONENTS flags …' },
  { method: 'get', path: '/api/v1/taxpayers/module_systems', summary: 'Active service modules of the Select Transaction dialog' },
  { method: 'get', path: '/api/v1/taxpayers/module_systems/{id}', summary: 'One module with its transaction types in `included`' },
  { method: 'get', path: '/api/v1/site_e_services_menu', summary: 'Home-page services', query: ['order_by', 'sort_by', 'status'] },
  { method: 'get', path: '/api/v1/taxpayers/site_pages/{slug}', summary: 'An information page (about, faq, how-to …)', designed: true },
  { method: 'get', path: '/api/v1/taxpayers/barangays', summary: 'Barangays', query: ['municipality_code'] },
  { method: 'get', path: '/api/v1/taxpayers/places', summary: 'Regions, provinces, cities/municipalities', query: ['level', 'parent_code'], designed: true },
  { method: 'get', path: '/api/v1/taxpayers/offices', summary: 'Offices that collect miscellaneous fees' },
  { method: 'get', path: '/api/v1/taxpayers/miscellaneous_fees', summary: 'Miscellaneous fees', query: ['office_id'] },
  { method: 'get', path: '/api/v1/taxpayers/billing_import', summary: 'Where bills come from: CSV, MANUAL or API' },
  { method: 'get', path: '/api/v1/taxpayers/organization_types', summary: 'Kinds of business organisation' },
  { method: 'get', path: '/api/v1/taxpayers/line_businesses', summary: 'Lines of business' },
  { method: 'get', path: '/api/v1/taxpayers/line_businesses/{id}/nature_businesses', summary: 'Natures of a line of business' },
  { method: 'get', path: '/api/v1/taxpayers/citizenships', summary: 'Citizenships' },
  { method: 'post', path: '/api/v1/taxpayers/register', summary: 'Sign up: pending account, SMS OTP', fields: ['first_name', 'last_name', 'mobile_number', 'password', 'password_confirmation', 'terms_of_service', 'email', 'is_resident', 'recaptcha'] },
  { method: 'post', path: '/api/v1/taxpayer/resend_otp', summary: 'Resend the sign-up OTP (60 s cooldown, 10 an hour)', fields: ['mobile_number', 'recaptcha'] },
  { method: 'post', path: '/api/v1/taxpayers/verify', summary: 'Verify the sign-up OTP: activates and signs in', fields: ['mobile_number', 'pin', 'password', 'first_name', 'last_name', 'recaptcha'] },
  { method: 'post', path: '/api/v1/taxpayers/activate_account', summary: 'Confirm an e-mail address from its link', fields: ['token', 'email'], designed: true },
  { method: 'post', path: '/api/v1/taxpayer/authenticate', summary: 'Sign in by mobile number or e-mail', fields: ['mobile_number', 'email', 'password', 'login_type', 'profile_type', 'recaptcha'] },
  { method: 'post', path: '/api/v1/taxpayers/forgot_password', summary: 'Forgot password: SMS OTP or e-mailed link', fields: ['email', 'recaptcha'] },
  { method: 'post', path: '/api/v1/taxpayers/resend_forgot_password_otp', summary: 'Resend the reset OTP', fields: ['mobile_number', 'recaptcha'] },
  { method: 'post', path: '/api/v1/taxpayers/forgot_password_validate_otp', summary: 'Check the reset OTP; returns a reset token', fields: ['mobile_number', 'pin', 'recaptcha'] },
  { method: 'post', path: '/api/v1/taxpayers/forgot_password_change_otp', summary: 'New password after an SMS OTP', fields: ['mobile_number', 'token', 'password', 'password_confirmation'] },
  { method: 'post', path: '/api/v1/taxpayers/forgot_password_change', summary: 'New password from the e-mailed link', fields: ['email', 'token', 'password', 'password_confirmation'] },
  { method: 'get', path: '/api/v1/taxpayers/profile', summary: 'The signed-in profile', auth: true },
  { method: 'put', path: '/api/v1/taxpayers/update/profile', summary: 'Save the profile (every §3 field)', auth: true },
  { method: 'put', path: '/api/v1/taxpayers/profile/language', summary: "The language of the server's messages, SMS and e-mails ('en' | 'fil'; issue 13)", fields: ['language'], auth: true, designed: true },
  { method: 'put', path: '/api/v1/taxpayers/change_password', summary: 'Change password; other sessions end', fields: ['current_password', 'password', 'password_confirmation'], auth: true },
  { method: 'post', path: '/api/v1/taxpayer/logout', summary: 'End this session (the token stops working)', auth: true, designed: true },
  { method: 'post', path: '/api/v1/taxpayers/uploads', summary: 'Upload an image (multipart `file`; JPEG/PNG by content, ≤ 5 MB, ≤ 40 MP; re-encoded; 50 files / 20 MB a day)', auth: true, designed: true },
  { method: 'get', path: '/api/v1/taxpayers/uploads/{id}', summary: 'An image this account uploaded (404 for anyone else)', auth: true, designed: true },
  { method: 'post', path: '/api/v1/qpax_inquiry', summary: "A notice of violation by NOV number and PIN (data null when they match none: an unknown number and a wrong PIN alike; 10 a minute, 60 an hour per account)", fields: ['nov_no', 'pin'], auth: true },
  { method: 'post', path: '/api/v1/taxpayers/notice_of_violations', summary: 'Bill a notice of violation: creates a transaction waiting for payment (422 when paid already)', fields: ['nov_no', 'pin', 'valid_id_to_present', 'application_status_id'], auth: true },
  { method: 'post', path: '/api/v1/taxpayers/miscellaneous_fee_payments', summary: "Pay a miscellaneous fee: its own amount, or the payer's for a 0.00 fee (20 to 1,000,000); image_url an upload of this account", fields: ['miscellaneous_fee_id', 'amount', 'remarks', 'image_url'], auth: true },
  { method: 'post', path: '/api/v1/misc_fee/taxpayer/applications/verify', summary: "A statement of account by number and payor's name (404 'No Record Found' for either wrong): payor, bill date, amount, url, status PAYABLE / EXPIRED SOA / PAID", fields: ['soa_number', 'name'], auth: true },
  { method: 'post', path: '/api/v1/misc_fee/taxpayer/applications/{soa_number}/pay', summary: "Bill a verified statement of account (its `url`): a transaction waiting for payment; 422 when paid or expired", fields: ['name', 'application_status_id'], auth: true, designed: true },
  { method: 'get', path: '/api/v1/taxpayers/check_rptax_api', summary: 'Whether E-Government may show (property-tax API availability)' },
  { method: 'get', path: '/api/v1/taxpayers/mrid_redirect', summary: 'E-MRID link (residents only)', auth: true },
  { method: 'get', path: '/api/v1/taxpayers/btax_billing_api_imports', summary: 'Business tax bill from API imports (data null when none)', query: ['bin', 'year', 'period', 'valid_id_to_present'], auth: true },
  { method: 'post', path: '/api/v1/taxpayers/business_taxes/billings_from_api_imports', summary: 'Bill it: creates a transaction waiting for payment', fields: ['bin', 'year', 'period', 'application_status_id', 'valid_id_to_present'], auth: true },
  { method: 'get', path: '/api/v1/taxpayers/btax_billing_csv_imports', summary: 'Business tax bill from CSV imports', query: ['bin', 'valid_id_to_present'], auth: true },
  { method: 'post', path: '/api/v1/taxpayers/business_taxes/billings_from_csv_imports', summary: 'Bill a CSV-imported bill', fields: ['bin', 'valid_id_to_present', 'application_status_id'], auth: true },
  { method: 'get', path: '/api/v1/taxpayers/btax_billing_manual_imports', summary: 'Manually imported bill', query: ['bin', 'year', 'qtr_to'], auth: true },
  { method: 'get', path: '/api/v1/taxpayers/btax_billing_manual_imports/inquire_year', summary: 'Unpaid years of a BIN', query: ['bin'], auth: true },
  { method: 'post', path: '/api/v1/taxpayers/btax_billing_manual_imports', summary: 'Bill a manually imported bill', fields: ['bin', 'year', 'qtr_to', 'valid_id_to_present', 'application_status_id'], auth: true },
  { method: 'get', path: '/api/temp/taxpayers/business_tax/search', summary: 'Quarterly or delinquent business tax search', query: ['bin', 'transaction_type', 'year', 'period'], auth: true, designed: true },
  { method: 'post', path: '/api/temp/taxpayers/business_tax/create_billing', summary: 'Bill a quarterly or delinquent search result', fields: ['bin', 'transaction_type', 'year', 'period', 'valid_id_to_present', 'application_status_id'], auth: true },
  { method: 'get', path: '/api/v1/taxpayers/real_property_list', summary: "An owner's properties for a tax year: properties (ready), advance (paid), deliquent, pending (this account's unpaid billing), total", query: ['owner_id', 'year', 'valid_id_to_present'], auth: true },
  { method: 'post', path: '/api/v1/taxpayers/real_property_calculate', summary: 'Price chosen properties for their periods (`_method: put`; PUT too): data.data.properties, data.data.total', fields: ['_method', 'owner_id', 'year', 'properties'], auth: true },
  { method: 'post', path: '/api/v1/taxpayers/real_property_taxes/billings_from_api_imports', summary: 'Bill chosen properties, priced on the server (client amounts ignored): a transaction waiting for payment', fields: ['owner_id', 'year', 'valid_id_to_present', 'application_status_id', 'properties'], auth: true },
  { method: 'get', path: '/api/v1/taxpayers/real_property_taxes/billings_from_api_imports/{id}/inquire_quarter', summary: "The quarters a property-tax billing pays (paid or not), its amount and today's", auth: true },
  { method: 'put', path: '/api/v1/taxpayers/real_property_taxes/billings_from_api_imports/{id}/regenerate', summary: "An unpaid property-tax billing's amount computed again for this month", auth: true },
  { method: 'post', path: '/api/v1/taxpayers/real_property_taxes/billings_from_manual_imports/{id}/recompute_amount', summary: 'The same as regenerate (no manual property-tax flavour)', auth: true },
  { method: 'put', path: '/api/v1/taxpayers/rptax_clearance/{id}/resubmit', summary: 'A tax clearance sent back (FOR RESUBMISSION) goes back to the office as RECEIVED', auth: true },
  { method: 'post', path: '/api/v1/taxpayers/paymentgate/{id}', summary: 'Gateway checkout for a transaction (Idempotency-Key header)', auth: true },
  { method: 'get', path: '/api/v1/taxpayers/payment_settings', summary: 'Convenience fee, gateway and where its checkout pages start (checkout_url_prefix)', designed: true },
  { method: 'post', path: '/api/v1/payments/webhooks/{gateway}', summary: 'Signed gateway notifications (sandbox: Bayan-Signature; paymongo: Paymongo-Signature)', designed: true },
  { method: 'post', path: '/api/v1/taxpayers/transaction_histories/{id}/reconcile', summary: 'Ask the gateway now about a pending payment', auth: true, designed: true },
  { method: 'get', path: '/api/v1/taxpayers/transaction_histories', summary: 'Transactions, newest first', query: ['page', 'per_page'], auth: true },
  { method: 'get', path: '/api/v1/taxpayers/transaction_histories/{id}', summary: 'One transaction', auth: true },
  { method: 'put', path: '/api/v1/taxpayers/transaction_histories/{id}/cancel', summary: 'Cancel while unpaid', auth: true },
  { method: 'put', path: '/api/v1/taxpayers/transaction_histories/{id}/payment_receipt', summary: 'Proof of payment (multipart file, JPEG/PNG ≤ 5 MB)', auth: true },
  { method: 'get', path: '/api/v1/taxpayers/transaction_histories/{id}/receipt.pdf', summary: 'The e-receipt PDF once paid', auth: true, designed: true },
  { method: 'get', path: '/api/dev/outbox', summary: 'Development only: SMS and e-mail the outbox adapter kept', query: ['to'], designed: true },
];
