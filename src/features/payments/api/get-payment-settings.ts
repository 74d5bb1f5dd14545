import { paymentSettingsDocument } from '@/domain/contracts/payments';
import { http } from '@/lib/http';

/** The convenience fee and gateway shown before paying (public). */
export const getPaymentSettings = (signal?: AbortSignal) =>
  http
    .get('/api/v1/taxpayers/payment_settings', { schema: paymentSettingsDocument, silent: true, signal })
    .then((doc) => doc.data.attributes);
