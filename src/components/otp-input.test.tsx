import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input';

function Harness({ masked = false, onValue = (_: string) => undefined }) {
  const [value, setValue] = useState('');
  return (
    <OtpInput
      label="OTP"
      value={value}
      masked={masked}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const cell = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

describe('OtpInput', () => {
  it('is a labelled group of six labelled cells', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'OTP' })).toBeTruthy();
    for (let n = 1; n <= 6; n++) expect(cell(n)).toBeTruthy();
  });

  it('takes digits only and moves on as they are typed', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.click(cell(1));
    await user.keyboard('1a2-3');
    expect([1, 2, 3, 4].map((n) => (cell(n) as HTMLInputElement).value)).toEqual(['1', '2', '3', '']);
    expect(onValue).toHaveBeenLastCalledWith('123');
    expect(document.activeElement).toBe(cell(4));
  });

  it('fills up to six cells from a paste, ignoring anything but digits', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.click(cell(1));
    await user.paste('12-34 5678');
    expect(onValue).toHaveBeenLastCalledWith('123456');
    expect((cell(6) as HTMLInputElement).value).toBe('6');
  });

  it('goes back a cell on Backspace in an empty cell', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.click(cell(1));
    await user.keyboard('12');
    await user.keyboard('{Backspace}');
    expect(onValue).toHaveBeenLastCalledWith('1');
    expect(document.activeElement).toBe(cell(2));
  });

  it('hides the digits when masked', () => {
    render(<Harness masked />);
    expect(cell(1).getAttribute('type')).toBe('password');
  });
});
