import { SelectField } from '@/components/select-field';
import { useInquiry } from '@/components/use-inquiry';
import { QUARTER_HINT, quarterChoices } from '../btax-choices';

// The two quarter selects of §2.10: screen 1's period (quarterly) and screen 4's qtr_to (renewal),
// which always holds a quarter (default 4th).
const SELECTS = {
  period: {
    id: 'btax-quarterly-period',
    label: 'Period',
    placeholder: 'Select period',
    failure: 'The bill could not be loaded.',
  },
  qtr_to: {
    id: 'btax-manual-qtr_to',
    label: 'Quarter',
    placeholder: null,
    failure: 'The assessment could not be loaded.',
  },
} as const;

/**
 * The quarter to pay up to, chosen beside the bill: each choice runs the bill's lookup again and a
 * failure shows under the select (§4). Quarters before `from` (already paid) cannot be chosen.
 */
export function QuarterInquirySelect({
  name,
  from,
  value,
  onChoose,
}: {
  name: keyof typeof SELECTS;
  from: number;
  value: string;
  /** Runs the lookup for the chosen quarter ('' for the empty choice). */
  onChoose: (value: string) => Promise<void>;
}) {
  const { id, label, placeholder, failure } = SELECTS[name];
  const inquiry = useInquiry(failure);
  return (
    <SelectField
      id={id}
      name={name}
      label={label}
      placeholder={placeholder}
      hint={QUARTER_HINT}
      options={quarterChoices(from)}
      value={value}
      aria-busy={inquiry.loading || undefined}
      onChange={(e) => void inquiry.inquire(() => onChoose(e.target.value))}
      error={inquiry.failed ?? undefined}
    />
  );
}
