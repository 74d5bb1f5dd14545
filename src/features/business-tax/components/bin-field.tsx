import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { formatBin } from '@/domain/format/input-masks';
import { BIN_MASK } from '@/domain/format/id-masks';
import { TextField } from '@/components/text-field';
import { useMessages } from '@/lib/i18n/use-messages';
import { btaxMessages } from '../btax-messages';

/** The BIN input: upper case, fitted to 000-00-0000-0000000 unless BTAX_BIN_INPUT_FREE_TEXT (§5). */
export function BinField({
  id,
  value,
  onChange,
  onBlur,
  error,
  freeText,
  ref,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  freeText: boolean;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
}) {
  const t = useMessages(btaxMessages);
  return (
    <TextField
      id={id}
      ref={ref}
      name="bin"
      label={t('binLabel')}
      hint={freeText ? undefined : t('binFormat', { mask: BIN_MASK })}
      value={value}
      autoComplete="off"
      spellCheck={false}
      inputMode={freeText ? 'text' : 'numeric'}
      disabled={disabled}
      error={error}
      onBlur={onBlur}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(formatBin(e.target.value, { freeText }))}
    />
  );
}
