import { miscFeePaymentCreated } from '@/domain/contracts/misc-fees';
import { http } from '@/lib/http';

/** Pay Now's first step: the fee payment and its transaction (§7.3 payload). */
export const createMiscFeePayment = (body: {
  miscellaneous_fee_id: number;
  amount: string;
  remarks: string;
  image_url: string;
}) => http.post('/api/v1/taxpayers/miscellaneous_fee_payments', { body, schema: miscFeePaymentCreated });
