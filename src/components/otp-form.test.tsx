import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { OtpForm } from './otp-form';
import { useRulesForm } from './use-rules-form';

type Values = { pin: string };

function Harness({
  onSubmit,
  initialSeconds = 30,
}: {
  onSubmit: (values: Values) => Promise<void>;
  initialSeconds?: number;
}) {
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  const resend = () => {
    setSecondsLeft(60);
    return Promise.resolve();
  };
  const form = useRulesForm<Values>({
    rules: { pin: 'required|mask:^\\d{6}$~6 digits' },
    options: { labels: { pin: 'OTP' } },
    defaultValues: { pin: '' },
  });
  return (
    <OtpForm
      label="Enter the code"
      idPrefix="t-"
      form={form}
      resend={{ secondsLeft, notice: null, resending: false, resend }}
      onSubmit={onSubmit}
      intro="We sent a code to 63*******567."
      footer={<p>Wrong number?</p>}
    >
      <p>A further field</p>
    </OtpForm>
  );
}

describe('OtpForm', () => {
  it('keeps Continue off until six digits are in, then sends the code', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<Harness onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Enter the code' });
    expect(within(form).getByText('We sent a code to 63*******567.')).toBeTruthy();
    expect(within(form).getByText('A further field')).toBeTruthy();
    expect(within(form).getByText('Wrong number?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toHaveProperty('disabled', true);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('12345');
    expect(continueButton).toHaveProperty('disabled', true);
    await user.paste('6');
    expect(continueButton).toHaveProperty('disabled', false);
    await user.click(continueButton);
    expect(onSubmit).toHaveBeenCalledWith({ pin: '123456' });
  });

  it('shows a rejected code in the error summary, linked to the first cell', async () => {
    const user = userEvent.setup();
    const wrong = 'This code is not valid.';
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(wrong, 422, { pin: wrong })));
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: wrong }).getAttribute('href')).toBe('#t-pin');
    expect(screen.getByRole('group', { name: 'OTP' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('says an expired code has expired once, and no more after a resend', async () => {
    const user = userEvent.setup();
    const expired = 'Your OTP has expired. Press Resend OTP to get a new code.';
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(expired, 422, { pin: expired })));
    render(<Harness onSubmit={onSubmit} initialSeconds={0} />);
    expect(screen.getAllByText(expired)).toHaveLength(1);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getAllByText(expired)).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(expired);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(screen.queryByText(expired)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
