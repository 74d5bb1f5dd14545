import { SelectField } from '@/components/select-field';
import type { MiscFee } from '@/domain/contracts/misc-fees';
import { formatPeso } from '@/domain/format/format-peso';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getMiscFees } from '../api/get-misc-fees';
import { getOffices } from '../api/get-offices';
import { chooseFee, chooseOffice, useMiscFeeFlow } from '../misc-fee-store';
import { miscFeesMessages } from '../misc-fees-messages';

/**
 * The office, then its fee (§2.8: a miscellaneous fee needs an office before the fee type can be
 * chosen). A fee of 0.00 is listed as one whose amount the payer enters.
 */
export function OfficeFeeSelect({ disabled }: { disabled: boolean }) {
  const t = useMessages(miscFeesMessages);
  const { officeId, fee } = useMiscFeeFlow();
  const offices = useFetch('offices', (signal) => getOffices(signal)).state;
  const fees = useFetch(officeId || null, (signal) => getMiscFees(officeId, signal)).state;
  const feeList: MiscFee[] = fees.status === 'ready' ? fees.data.data : [];
  const officeOptions =
    offices.status === 'ready'
      ? offices.data.data.map((o) => ({ value: o.id, label: o.attributes.name }))
      : [];
  const feeLabel = (f: MiscFee) =>
    f.attributes.amount === '0.00'
      ? t('feeOpenAmount', { title: f.attributes.account_title })
      : t('feeWithAmount', {
          title: f.attributes.account_title,
          amount: formatPeso(f.attributes.amount, { sign: true }),
        });

  return (
    <>
      <SelectField
        id="misc-fee-office_id"
        label={t('office')}
        placeholder={t('selectOffice')}
        options={officeOptions}
        value={officeId}
        disabled={disabled || offices.status !== 'ready'}
        error={offices.status === 'error' ? offices.error.message : undefined}
        onChange={(e) => {
          const chosen = offices.data?.data.find((o) => o.id === e.currentTarget.value);
          chooseOffice(chosen?.id ?? '', chosen?.attributes.name ?? '');
        }}
      />
      <SelectField
        id="misc-fee-miscellaneous_fee_id"
        label={t('fee')}
        placeholder={t('selectFee')}
        hint={officeId ? undefined : t('officeFirst')}
        options={feeList.map((f) => ({ value: f.id, label: feeLabel(f) }))}
        value={fee?.id ?? ''}
        disabled={disabled || !officeId || fees.status !== 'ready'}
        error={fees.status === 'error' ? fees.error.message : undefined}
        onChange={(e) => chooseFee(feeList.find((f) => f.id === e.currentTarget.value) ?? null)}
      />
    </>
  );
}
