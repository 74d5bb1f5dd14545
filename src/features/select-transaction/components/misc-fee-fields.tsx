import { useEffect, useState } from 'react';
import type { MiscFee } from '@/domain/contracts/module-systems';
import type { Option } from '@/domain/options/option';
import { isOpenAmountFee, MISC_FEE_AMOUNT_RULES } from '@/domain/transactions/selected-transaction';
import { validateForm } from '@/domain/validation/validate-form';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { getMiscellaneousFees } from '../api/get-miscellaneous-fees';
import { getOffices } from '../api/get-offices';
import { chooseFee, chooseOffice, setAmount, useSelectTransaction } from '../select-transaction-store';

/** Office, then fee; the amount is read-only unless the fee is 0.00 (then 20 to 1,000,000). */
export function MiscFeeFields({ onFees }: { onFees?: (fees: MiscFee[]) => void }) {
  const { officeId, feeId, amount } = useSelectTransaction();
  const [offices, setOffices] = useState<Option[]>([]);
  const [fees, setFees] = useState<MiscFee[]>([]);

  useEffect(() => {
    getOffices()
      .then((doc) => setOffices(doc.data.map((o) => ({ value: o.id, label: o.attributes.name }))))
      .catch(() => setOffices([]));
  }, []);
  useEffect(() => {
    if (!officeId) {
      setFees([]);
      return;
    }
    getMiscellaneousFees(officeId)
      .then((doc) => {
        setFees(doc.data);
        onFees?.(doc.data);
      })
      .catch(() => setFees([]));
  }, [officeId, onFees]);

  const fee = fees.find((f) => f.id === feeId);
  const open = fee ? isOpenAmountFee(fee.attributes.amount) : false;
  const check =
    open && amount !== '' ? validateForm(MISC_FEE_AMOUNT_RULES, { amount }) : { ok: true as const };

  return (
    <>
      <SelectField
        id="office_id"
        label="Office"
        options={offices}
        value={officeId}
        onChange={(e) => chooseOffice(e.target.value)}
      />
      <SelectField
        id="miscellaneous_fee_id"
        label="Fee"
        options={fees.map((f) => ({ value: f.id, label: f.attributes.account_title }))}
        value={feeId}
        disabled={!officeId}
        onChange={(e) => {
          const chosen = fees.find((f) => f.id === e.target.value);
          const preset = chosen && !isOpenAmountFee(chosen.attributes.amount) ? chosen.attributes.amount : '';
          chooseFee(e.target.value, preset);
        }}
      />
      {fee ? (
        <TextField
          id="amount"
          label="Amount (₱)"
          inputMode="decimal"
          value={amount}
          readOnly={!open}
          hint={open ? 'Enter the amount on your order of payment: ₱20.00 to ₱1,000,000.00.' : undefined}
          error={check.ok ? undefined : check.errors.amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
        />
      ) : null}
    </>
  );
}
