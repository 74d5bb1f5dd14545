import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldFrame } from './field-frame';
import { useMessages } from '@/lib/i18n/use-messages';
import { commonMessages } from './messages/common-messages';

/**
 * The number as the API wants it (639XXXXXXXXX, §5) from whatever was typed or pasted after the
 * fixed +63: '09171234567', '+63 917 123 4567' and '9171234567' all give '639171234567'.
 */
export function mobileValue(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.startsWith('63') && digits.length > 10) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  const national = digits.slice(0, 10);
  return national ? `63${national}` : '';
}

export interface MobileNumberFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  label?: string;
  /** 639XXXXXXXXX, or '' while empty. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A Philippine mobile number: fixed +63, then 10 digits (placeholder 9XXXXXXXXX, §5). */
export function MobileNumberField({
  label,
  value,
  onChange,
  error,
  id,
  ref,
  ...input
}: MobileNumberFieldProps) {
  const t = useMessages(commonMessages);
  const generated = useId();
  const inputId = id ?? generated;
  const prefixId = `${inputId}-prefix`;
  return (
    <FieldFrame label={label ?? t('mobileNumber')} error={error} id={inputId} describedBy={prefixId}>
      {(control) => (
        <div className="input-group">
          <span id={prefixId} className="input-prefix">
            +63
          </span>
          <input
            ref={ref}
            {...control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('mobilePlaceholder')}
            value={value.startsWith('63') ? value.slice(2) : value}
            onChange={(e) => onChange(mobileValue(e.target.value))}
            {...input}
          />
        </div>
      )}
    </FieldFrame>
  );
}
