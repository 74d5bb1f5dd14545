import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from './change-password-form';

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('ChangePasswordForm', () => {
  it('changes the password with the current one, and puts a wrong current password under its field', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        respond(422, {
          message: 'The given data was invalid.',
          errors: { current_password: ['The current password is incorrect.'] },
        }),
      )
      .mockResolvedValueOnce(respond(200, { message: 'Your password successfully changed' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('Current Password'), 'Wrong#Password1');
    await user.type(screen.getByLabelText('New Password'), 'Bagong#Simula2027');
    await user.type(screen.getByLabelText('Confirm Password'), 'Bagong#Simula2027');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findAllByText('The current password is incorrect.')).not.toHaveLength(0);

    await user.clear(screen.getByLabelText('Current Password'));
    await user.type(screen.getByLabelText('Current Password'), 'Bagong#Simula2026');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your password successfully changed');
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toContain('/api/v1/taxpayers/change_password');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      current_password: 'Bagong#Simula2026',
      password: 'Bagong#Simula2027',
      password_confirmation: 'Bagong#Simula2027',
    });
    expect((screen.getByLabelText('Current Password') as HTMLInputElement).value).toBe('');
  });
});
