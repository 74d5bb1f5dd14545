import { useState, type ChangeEvent } from 'react';
import { FormFeedback } from '@/components/form-feedback';
import { ImageUploadField } from '@/components/image-upload-field';
import { TextField } from '@/components/text-field';
import { useRulesForm } from '@/components/use-rules-form';
import {
  isOpenAmountFee,
  MISC_FEE_MAX_PESOS,
  MISC_FEE_MIN_PESOS,
  MISC_FEE_RULE_OPTIONS,
  miscFeePaymentRules,
  type MiscFee,
} from '@/domain/contracts/misc-fees';
import { formatPeso } from '@/domain/format/format-peso';
import { useMessages } from '@/lib/i18n/use-messages';
import { uploadFeeImage } from '../api/upload-fee-image';
import type { FeeEntry } from '../misc-fee-store';
import { miscFeesMessages } from '../misc-fees-messages';

const ID = 'misc-fee-';

/** The fee's rules without its id, which the select above holds. */
function entryRules(open: boolean) {
  const { miscellaneous_fee_id: _id, ...rules } = miscFeePaymentRules(open);
  return rules;
}

/** Upper-cases what is typed (§5: remarks upper case), keeping the caret where it was. */
function upperCase(event: ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const [start, end] = [input.selectionStart, input.selectionEnd];
  input.value = input.value.toUpperCase();
  if (start !== null && end !== null) input.setSelectionRange(start, end);
}

/**
 * Step 1 under the fee (§2.13): the amount (typed only for a 0.00 fee, §5), remarks in upper case
 * and the image with its upload progress, then Proceed. Remarks and upload stay disabled until a
 * fee is chosen; Proceed while the amount is empty or '0.00' or an image is uploading. Keyed by
 * the fee: choosing another one starts it afresh.
 */
export function FeeEntryForm({
  fee,
  entry,
  onProceed,
}: {
  fee: MiscFee | null;
  entry: FeeEntry;
  onProceed: (entry: FeeEntry) => void;
}) {
  const t = useMessages(miscFeesMessages);
  const open = fee !== null && isOpenAmountFee(fee.attributes);
  const form = useRulesForm<FeeEntry>({
    rules: entryRules(open),
    options: MISC_FEE_RULE_OPTIONS,
    defaultValues: entry,
  });
  const [uploading, setUploading] = useState(false);
  const amount = form.watch('amount');
  const imageName = form.watch('image_name');
  const remarks = form.register('remarks');

  const upload = async (file: File, onProgress: (percent: number) => void) => {
    setUploading(true);
    try {
      const stored = await uploadFeeImage(file, onProgress);
      form.setValue('image_url', stored.cdnUrl, { shouldValidate: form.formState.isSubmitted });
      form.setValue('image_name', file.name);
    } finally {
      setUploading(false);
    }
  };
  const submit = form.submitWith((values) => Promise.resolve(onProceed(values)));
  const cannotProceed = fee === null || !amount || amount === '0.00' || uploading;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('feeDetails')}>
      <FormFeedback feedback={form.feedback} idPrefix={ID} />
      <fieldset className="misc-fee-entry" disabled={fee === null}>
        <legend className="visually-hidden">{t('feeDetails')}</legend>
        <TextField
          id={`${ID}amount`}
          label={t('amount')}
          inputMode="decimal"
          autoComplete="off"
          readOnly={!open}
          hint={
            open
              ? t('amountHint', {
                  min: formatPeso(MISC_FEE_MIN_PESOS, { sign: true }),
                  max: formatPeso(MISC_FEE_MAX_PESOS, { sign: true }),
                })
              : undefined
          }
          error={form.errors.amount?.message}
          {...form.register('amount')}
        />
        <TextField
          id={`${ID}remarks`}
          label={t('remarks')}
          autoComplete="off"
          className="uppercase"
          error={form.errors.remarks?.message}
          {...remarks}
          onChange={(e) => {
            upperCase(e);
            void remarks.onChange(e);
          }}
        />
        <ImageUploadField
          id={`${ID}image_url`}
          label={t('image')}
          hint={t('imageHint')}
          error={form.errors.image_url?.message}
          upload={upload}
        >
          {imageName ? (
            <p className="misc-fee-image-name" role="status">
              {t('imageUploaded', { name: imageName })}
            </p>
          ) : null}
        </ImageUploadField>
      </fieldset>
      <div className="actions">
        <button type="submit" className="button" disabled={cannotProceed || form.isSubmitting}>
          {t('proceed')}
        </button>
      </div>
    </form>
  );
}
