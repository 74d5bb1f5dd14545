import { SelectField } from '@/components/select-field';
import { useInquiry } from '@/components/use-inquiry';
import { quarterChoices, quarterHint } from '../btax-choices';
import { useMessages } from '@/lib/i18n/use-messages';
import { btaxMessages } from '../btax-messages';

// The two quarter selects of §2.10: screen 1's period (quarterly) and screen 4's qtr_to (renewal),
// which always holds a quarter (default 4th).
const SELECTS = {
  period: {
    id: 'btax-quarterly-period',
    labelKey: 'period',
    placeholderKey: 'selectPeriod',
    failureKey: 'billFailed',
  },
  qtr_to: {
    id: 'btax-manual-qtr_to',
    labelKey: 'quarterField',
    placeholderKey: null,
    failureKey: 'assessmentFailed',
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
  const t = useMessages(btaxMessages);
  const { id, labelKey, placeholderKey, failureKey } = SELECTS[name];
  const inquiry = useInquiry(t(failureKey));
  return (
    <SelectField
      id={id}
      name={name}
      label={t(labelKey)}
      placeholder={placeholderKey === null ? null : t(placeholderKey)}
      hint={quarterHint()}
      options={quarterChoices(from)}
      value={value}
      aria-busy={inquiry.loading || undefined}
      onChange={(e) => void inquiry.inquire(() => onChoose(e.target.value))}
      error={inquiry.failed ?? undefined}
    />
  );
}
