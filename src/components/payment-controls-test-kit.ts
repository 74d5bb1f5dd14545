import { vi } from 'vitest';
import { formatPeso } from '@/domain/format/format-peso';
import { centavosToPesos, parseCentavos } from '@/domain/money/centavos';
import type { PaymentControls } from './payment-controls';

// Test-only (vitest): bill screens' tests stand in for the payment step through PaymentControls,
// the one seam the app composes; no product file imports this kit.

/** Tests: the fee the fake quote adds, ₱25.00 (the sandbox's default). */
export const FAKE_FEE = 2_500;

/** Tests: the fake quote's total for a bill of `amount` pesos. */
export const fakeTotal = (amount: string) => centavosToPesos((parseCentavos(amount) ?? 0) + FAKE_FEE);

/**
 * Tests: payment controls whose `pay` creates the billing and records its id, and whose quote
 * records each amount asked and shows 'Total to pay ₱…' (a ₱25.00 fee, popup channel).
 */
export function fakePaymentControls(overrides: Partial<PaymentControls> = {}) {
  const created: string[] = [];
  const quoted: (string | null)[] = [];
  const pay = vi.fn(async (createBilling: () => Promise<string>, _after: string, _shown: unknown) => {
    created.push(await createBilling());
  });
  const payment: PaymentControls = {
    pay,
    busy: false,
    label: 'Pay',
    useQuote: (amount) => {
      if (quoted.at(-1) !== amount) quoted.push(amount);
      if (amount === null) return { view: null, shown: null, loading: false };
      const total = fakeTotal(amount);
      return {
        view: `Total to pay ${formatPeso(total, { sign: true })}`,
        shown: { channel: 'popup', total },
        loading: false,
      };
    },
    ...overrides,
  };
  return { payment, pay, created, quoted };
}
