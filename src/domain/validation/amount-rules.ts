import {
  AMOUNT_150K_MIN_CENTAVOS,
  AMOUNT_MAX_CENTAVOS,
  BILL_AMOUNT_MAX_CENTAVOS,
  BILL_AMOUNT_MIN_CENTAVOS,
  CAPITAL_AMOUNT_MAX_CENTAVOS,
} from '../constants/amounts';
import { parseCentavos } from '../money/centavos';
import { needArg, noArg, toText } from './rule';
import type { Rule, RuleFactory } from './rule';

// Amounts are compared in integer centavos, so 100,000.01 is never taken for 100,000 by float
// rounding. More than two decimals is not an amount (§9: amounts have two decimals).
const centavosOf = (value: unknown): number | null => {
  const text = toText(value);
  return text === null ? null : parseCentavos(text);
};

const between = (min: number, max: number): Rule => ({
  test: (value) => {
    const centavos = centavosOf(value);
    return centavos !== null && centavos >= min && centavos <= max;
  },
  message: (label, value, _labelOf, m) => {
    const centavos = centavosOf(value);
    if (centavos === null) return m.notAnAmount(label);
    return centavos < min ? m.minAmount(min) : m.maxAmount(max);
  },
});

/** Amount rules of §5 and §9, limits in ../constants/amounts.ts. */
export const AMOUNT_RULES: Record<string, RuleFactory> = {
  // §5 gives `amount` and `no_min_amount` the same maximum; the name says no_min_amount allows
  // zero, so `amount` needs at least one centavo.
  amount: noArg(between(1, AMOUNT_MAX_CENTAVOS)),
  no_min_amount: noArg(between(0, AMOUNT_MAX_CENTAVOS)),
  capital_amount: noArg(between(0, CAPITAL_AMOUNT_MAX_CENTAVOS)),
  // §5 names gross_amount without a limit; a renewing business may report zero gross sales.
  gross_amount: noArg(between(0, AMOUNT_MAX_CENTAVOS)),
  amount_150k: noArg(between(AMOUNT_150K_MIN_CENTAVOS, AMOUNT_MAX_CENTAVOS)),
  max_bill_amount: noArg(between(0, BILL_AMOUNT_MAX_CENTAVOS)),
  min_bill_amount: noArg(between(BILL_AMOUNT_MIN_CENTAVOS, AMOUNT_MAX_CENTAVOS)),
  minimum_amount: (arg) => {
    const min = parseCentavos(needArg(arg));
    if (min === null) throw new Error(`"${arg}" is not an amount`);
    return between(min, AMOUNT_MAX_CENTAVOS);
  },
};
