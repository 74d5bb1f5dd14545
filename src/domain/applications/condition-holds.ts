import { validateForm } from '../validation/validate-form';
import type { Condition } from './application-definition';

const PROBE = '__condition';

/**
 * Whether a definition's condition holds for these values. A condition is written as §5's
 * required_if argument, so it is judged by that very rule: an empty probe fails
 * `required_if:{condition}` exactly when the condition holds. Several conditions: any of them.
 */
export function conditionHolds(condition: Condition | undefined, values: Readonly<Record<string, unknown>>) {
  if (condition === undefined) return true;
  const list = typeof condition === 'string' ? [condition] : condition;
  const probed = { ...values, [PROBE]: '' };
  return list.some((c) => !validateForm({ [PROBE]: `required_if:${c}` }, probed).ok);
}
