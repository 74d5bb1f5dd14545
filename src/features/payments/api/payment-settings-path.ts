/** The public payment settings (§7.3: the convenience fee and gateway shown before paying). */
export const PAYMENT_SETTINGS_PATH = '/api/v1/taxpayers/payment_settings';
