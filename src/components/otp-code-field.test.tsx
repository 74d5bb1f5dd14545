import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { OtpCodeField } from './otp-code-field';

const EXPIRED = 'Your OTP has expired. Press Resend OTP to get a new code.';

function Harness({
  secondsLeft = 60,
  notice = null,
  resending = false,
  onResend = () => Promise.resolve(),
  onPin = (_: string) => undefined,
}: {
  secondsLeft?: number;
  notice?: string | null;
  resending?: boolean;
  onResend?: () => Promise<void>;
  onPin?: (pin: string) => void;
}) {
  const { control, watch } = useForm<{ pin: string }>({ defaultValues: { pin: '' } });
  onPin(watch('pin'));
  return (
    <OtpCodeField
      control={control}
      name="pin"
      id="test-pin"
      resend={{ secondsLeft, notice, resending, resend: onResend }}
    />
  );
}

describe('OtpCodeField', () => {
  it('binds the six OTP cells to the form field', async () => {
    const user = userEvent.setup();
    const onPin = vi.fn();
    render(<Harness onPin={onPin} />);
    expect(screen.getByRole('group', { name: 'OTP' })).toBeTruthy();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('12-34 5678');
    expect(onPin).toHaveBeenLastCalledWith('123456');
  });

  it('disables Resend OTP with a countdown while the cooldown runs', () => {
    render(<Harness secondsLeft={42} notice="Resent OTP" />);
    expect(screen.getByRole('button', { name: 'Resend OTP in 42s' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('Resent OTP');
    expect(screen.queryByText(EXPIRED)).toBeNull();
  });

  it('shows the expired message once the countdown is over and resends on click', async () => {
    const user = userEvent.setup();
    const onResend = vi.fn();
    render(<Harness secondsLeft={0} onResend={onResend} />);
    expect(screen.getByRole('status').textContent).toBe(EXPIRED);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('keeps Resend OTP disabled while a resend is under way', () => {
    render(<Harness secondsLeft={0} resending />);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveProperty('disabled', true);
  });
});
