import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConvenienceFeeNote } from './convenience-fee-note';

describe('ConvenienceFeeNote', () => {
  it("says the quote's convenience fee and that the reference is paid within the day", () => {
    render(<ConvenienceFeeNote fee="25.00" />);
    expect(
      screen.getByText(
        'A convenience fee of ₱25.00 is charged by the e-payment service. The payment reference must be paid within the day.',
      ),
    ).toBeTruthy();
  });

  it('says no fee where the channel charges none', () => {
    render(<ConvenienceFeeNote fee="0.00" />);
    expect(screen.getByText('The payment reference must be paid within the day.')).toBeTruthy();
    expect(screen.queryByText(/convenience fee/)).toBeNull();
  });
});
