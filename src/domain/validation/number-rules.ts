import { needArg, noArg, patternRule, toText } from './rule';
import type { Rule, RuleFactory } from './rule';

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

// Plain decimal text only: Number('') is 0 and Number('0x10') is 16, neither of which a resident typed.
const toNumber = (value: unknown): number | null => {
  const text = toText(value);
  return text !== null && DECIMAL.test(text) ? Number(text) : null;
};

const parseNumberArg = (arg: string | undefined): number => {
  const text = needArg(arg);
  if (!DECIMAL.test(text)) throw new Error(`"${text}" is not a number`);
  return Number(text);
};

const range = (min: number, max: number): Rule => ({
  test: (value) => {
    const n = toNumber(value);
    return n !== null && n >= min && n <= max;
  },
  message: (label, _value, _labelOf, m) => m.between(label, min, max),
});

/** Number rules of §5: number, integer, between1-10, number_range:min-max, minimum:{n}. */
export const NUMBER_RULES: Record<string, RuleFactory> = {
  number: patternRule([/^\d+(?:\.\d+)?$/], (label, m) => m.number(label)),
  integer: patternRule([/^-?\d+$/], (label, m) => m.wholeNumber(label)),
  'between1-10': noArg(range(1, 10)),
  number_range: (arg) => {
    const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(needArg(arg));
    if (!match) throw new Error('needs {min}-{max}');
    const [min, max] = [Number(match[1]), Number(match[2])];
    if (min > max) throw new Error(`minimum ${min} is above maximum ${max}`);
    return range(min, max);
  },
  minimum: (arg) => {
    const min = parseNumberArg(arg);
    return {
      test: (value) => {
        const n = toNumber(value);
        return n !== null && n >= min;
      },
      message: (label, _value, _labelOf, m) => m.atLeast(label, min),
    };
  },
};
