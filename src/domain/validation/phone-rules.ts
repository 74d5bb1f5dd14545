import { patternRule } from './rule';
import type { RuleFactory } from './rule';

/**
 * Mobile and telephone rules of §5, one per written form of a number: '09…', '639…', '63…' and
 * '+63 9…' (with the space after the country code, as the spec writes it).
 */
export const PHONE_RULES: Record<string, RuleFactory> = {
  mobile_number: patternRule([/^09\d{9}$/], (label, m) => m.format(label, ['09XXXXXXXXX'])),
  mobile_number_63: patternRule([/^639\d{9}$/], (label, m) => m.format(label, ['639XXXXXXXXX'])),
  mobile_number_63_req: patternRule([/^63\d{10}$/], (label, m) => m.format(label, ['63XXXXXXXXXX'])),
  'mobile_number_+63': patternRule([/^\+63 9\d{9}$/], (label, m) => m.format(label, ['+63 9XXXXXXXXX'])),
  telephone: patternRule([/^\d{7}$/, /^\d{8}$/, /^\d{2}-\d{4}-\d{4}$/], (label, m) =>
    m.format(label, [m.digits(7), m.digits(8), '00-0000-0000']),
  ),
};
