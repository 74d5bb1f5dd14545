import '../payments.css';
import { useEffect, useState } from 'react';
import { formatPeso } from '@/domain/format/format-peso';
import { getPaymentSettings } from '../api/get-payment-settings';

/**
 * The note shown before paying (§6, §9): the e-payment service's convenience fee, and that the
 * payment reference must be paid within the day. Wallet-login users do not see it.
 */
export function ConvenienceFeeNote() {
  const [fee, setFee] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    getPaymentSettings().then(
      (s) => current && setFee(s.convenience_fee),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <p className="notice fee-note">
      {fee && Number(fee) > 0
        ? `A convenience fee of ₱${formatPeso(fee)} is charged by the e-payment service. `
        : 'A convenience fee may be charged by the e-payment service. '}
      The payment reference must be paid within the day.
    </p>
  );
}
