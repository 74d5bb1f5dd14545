import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PinPad } from './pin-pad';
import { usePinPad } from './pin-pad-store';

const slots = () => [...document.querySelectorAll('.pin-pad-slot')].map((s) => s.textContent);
const count = () => screen.getByRole('status').textContent;

describe('PinPad', () => {
  afterEach(() => usePinPad.setState({ pin: '', shown: false }));

  it('takes at most four digits from the pad, masked until Show PIN', async () => {
    const user = userEvent.setup();
    render(<PinPad />);
    for (const key of ['1', '2', '3', '4', '5']) await user.click(screen.getByRole('button', { name: key }));
    expect(usePinPad.getState().pin).toBe('1234');
    expect(slots()).toEqual(['•', '•', '•', '•']);
    await user.click(screen.getByRole('button', { name: 'Show PIN' }));
    expect(slots()).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Hide PIN' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('tells screen readers how many digits are in, never which', async () => {
    const user = userEvent.setup();
    render(<PinPad />);
    expect(count()).toBe('0 of 4 digits entered');
    await user.click(screen.getByRole('button', { name: '7' }));
    await user.click(screen.getByRole('button', { name: 'Show PIN' }));
    expect(count()).toBe('1 of 4 digits entered');
    expect(document.querySelector('.pin-pad-slots')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes digits and Backspace from the keyboard and ignores other keys', async () => {
    const user = userEvent.setup();
    render(<PinPad />);
    await user.click(screen.getByRole('button', { name: '9' }));
    await user.keyboard('8a7');
    expect(usePinPad.getState().pin).toBe('987');
    await user.keyboard('{Backspace}');
    expect(usePinPad.getState().pin).toBe('98');
  });

  it('erases the last digit and Reset empties and masks the pad again', async () => {
    const user = userEvent.setup();
    render(<PinPad />);
    const erase = screen.getByRole('button', { name: 'Delete last digit' });
    for (const key of ['4', '0', '2']) await user.click(screen.getByRole('button', { name: key }));
    await user.click(erase);
    expect(usePinPad.getState().pin).toBe('40');
    await user.click(screen.getByRole('button', { name: 'Show PIN' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(usePinPad.getState()).toEqual({ pin: '', shown: false });
    expect(slots()).toEqual(['', '', '', '']);
  });

  it('starts empty: a pad opened again does not keep the last digits', () => {
    usePinPad.setState({ pin: '1234', shown: true });
    render(<PinPad />);
    expect(usePinPad.getState()).toEqual({ pin: '', shown: false });
  });

  it('names its error for assistive technology', () => {
    render(<PinPad id="pin" error="PIN must be 4 digits" />);
    const group = screen.getByRole('group', { name: 'PIN' });
    expect(group.getAttribute('aria-describedby')).toContain('pin-error');
    expect(screen.getByText('PIN must be 4 digits')).toBeTruthy();
  });
});
