import { describe, expect, it, vi } from 'vitest';
import {
  isPaymentWindow,
  notifyPaymentReturn,
  PAYMENT_RETURN_MESSAGE,
  readPaymentReturn,
} from './payment-return-message';

const ORIGIN = 'http://localhost:3000';
const event = (data: unknown, origin = ORIGIN) => ({ data, origin }) as MessageEvent;

describe('the /payment-return message', () => {
  it('is read only from the same origin and with its type', () => {
    expect(readPaymentReturn(event({ type: PAYMENT_RETURN_MESSAGE, transactionId: '42' }), ORIGIN)).toBe(
      '42',
    );
    expect(
      readPaymentReturn(event({ type: PAYMENT_RETURN_MESSAGE, transactionId: '42' }, 'https://evil'), ORIGIN),
    ).toBeNull();
    expect(readPaymentReturn(event({ type: 'other', transactionId: '42' }), ORIGIN)).toBeNull();
    expect(readPaymentReturn(event(null), ORIGIN)).toBeNull();
  });

  it('goes to the opener of a popup, for its origin only', () => {
    const opener = { postMessage: vi.fn() };
    const self = { opener, parent: null, location: { origin: ORIGIN } } as unknown as Window;
    Object.assign(self, { parent: self });
    expect(notifyPaymentReturn('42', self)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: PAYMENT_RETURN_MESSAGE, transactionId: '42' },
      ORIGIN,
    );
    expect(isPaymentWindow(self)).toBe(true);
  });

  it('goes to the parent of the /pgi frame', () => {
    const parent = { postMessage: vi.fn() };
    const self = { opener: null, parent, location: { origin: ORIGIN } } as unknown as Window;
    expect(notifyPaymentReturn('42', self)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledOnce();
  });

  it('goes nowhere in a tab of its own', () => {
    const self = { opener: null, location: { origin: ORIGIN } } as unknown as Window;
    Object.assign(self, { parent: self });
    expect(notifyPaymentReturn('42', self)).toBe(false);
    expect(isPaymentWindow(self)).toBe(false);
  });
});
