import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConvenienceFeeNote } from './convenience-fee-note';

describe('ConvenienceFeeNote', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the convenience fee from the payment settings before paying', async () => {
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
    render(<ConvenienceFeeNote />);
    expect(
      await screen.findByText(
        'A convenience fee of ₱25.00 is charged by the e-payment service. The payment reference must be paid within the day.',
      ),
    ).toBeTruthy();
  });
});
