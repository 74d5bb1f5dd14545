import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPaymentSettings, getPaymentSettings } from '../api/get-payment-settings';
import { ConvenienceFeeNote } from './convenience-fee-note';

const FEE_NOTE =
  'A convenience fee of ₱25.00 is charged by the e-payment service. The payment reference must be paid within the day.';

function answerSettings() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            data: {
              attributes: {
                convenience_fee: '25.00',
                gateway: 'sandbox',
                checkout_url_prefix: 'http://localhost:3000/sandbox/checkout/',
              },
            },
          }),
          {
            headers: { 'Content-Type': 'application/json' },
          },
        ),
      ),
    ),
  );
}

describe('ConvenienceFeeNote', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetPaymentSettings();
  });

  it('shows the convenience fee from the payment settings before paying', async () => {
    answerSettings();
    render(<ConvenienceFeeNote />);
    expect(await screen.findByText(FEE_NOTE)).toBeTruthy();
  });

  it('shows the fee in its first paint when the page asked for the settings before it rendered', async () => {
    answerSettings();
    await getPaymentSettings();
    render(<ConvenienceFeeNote />);
    // No waiting: the answer already there is not asked for and rendered a second time.
    expect(screen.getByText(FEE_NOTE)).toBeTruthy();
  });
});
