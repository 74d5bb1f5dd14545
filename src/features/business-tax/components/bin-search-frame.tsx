import type { ReactNode } from 'react';
import type { FieldError, FieldValues } from 'react-hook-form';
import type { BtaxFlags } from '@/domain/contracts/business-tax';
import { SearchFormFrame } from '@/components/search-form-frame';
import type { RulesForm } from '@/components/use-rules-form';
import { BinController } from './bin-controller';
import { useMessages } from '@/lib/i18n/use-messages';
import { btaxMessages } from '../btax-messages';

/**
 * Every business-tax search form: the search frame with the BIN first, then the fields of the
 * screen (`children`). `onSearch` runs on valid values; a rejection shows in the form.
 */
export function BinSearchFrame<T extends FieldValues & { bin: string }>({
  label,
  idPrefix,
  flags,
  form,
  submitText,
  onSearch,
  children,
}: {
  /** The form's accessible name. */
  label?: string;
  idPrefix: string;
  flags: BtaxFlags;
  form: RulesForm<T>;
  submitText?: string;
  onSearch: (values: T) => Promise<void>;
  children?: ReactNode;
}) {
  const t = useMessages(btaxMessages);
  // `bin` is a plain string field, so its error is a FieldError.
  const binError = form.errors.bin as FieldError | undefined;
  return (
    <SearchFormFrame
      label={label ?? t('searchBill')}
      idPrefix={idPrefix}
      form={form}
      submitText={submitText}
      onSubmit={form.submitWith(onSearch)}
    >
      <BinController
        control={form.control}
        idPrefix={idPrefix}
        freeText={Boolean(flags.BTAX_BIN_INPUT_FREE_TEXT)}
        error={binError?.message}
      />
      {children}
    </SearchFormFrame>
  );
}
