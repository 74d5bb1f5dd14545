import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordFields } from './new-password-fields';
import { useRulesForm } from './use-rules-form';

type Values = { password: string; password_confirmation: string };

function Harness({ onSave }: { onSave: (values: Values) => void }) {
  const form = useRulesForm<Values>({
    rules: { password: 'required|password', password_confirmation: 'required|match:password' },
    defaultValues: { password: '', password_confirmation: '' },
  });
  const submit = form.submitWith((values) => Promise.resolve(onSave(values)));
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <NewPasswordFields form={form} idPrefix="t-" label="New Password" hint="At least 8 characters." />
      <button type="submit">Save</button>
    </form>
  );
}

describe('NewPasswordFields', () => {
  it('asks for the password twice, with its hint, and gives the form both', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    const password = screen.getByLabelText('New Password');
    expect(password.id).toBe('t-password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
    await user.type(password, 'Str0ng!Pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ password: 'Str0ng!Pass', password_confirmation: 'Str0ng!Pass' });
  });

  it('shows each failing rule under its own field', async () => {
    const user = userEvent.setup();
    render(<Harness onSave={vi.fn()} />);
    await user.type(screen.getByLabelText('New Password'), 'Str0ng!Pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirmation = screen.getByLabelText('Confirm Password');
    expect(confirmation.id).toBe('t-password_confirmation');
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('New Password').getAttribute('aria-invalid')).toBeNull();
  });
});
