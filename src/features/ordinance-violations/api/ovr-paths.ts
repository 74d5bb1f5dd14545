/** Where the ordinance violation receipts are (§7.3). */
export const OVR_PATH = '/api/v1/taxpayers/ordinance_violation_receipts';

/** One of the resident's receipts. */
export const ovrReceiptPath = (id: string) => `${OVR_PATH}/${encodeURIComponent(id)}`;
