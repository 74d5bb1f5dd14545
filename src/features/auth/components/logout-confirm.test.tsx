import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialogs } from '@/stores/auth-dialogs';
import { useSession } from '@/stores/session';
import { LogoutConfirm } from './logout-confirm';

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('LogoutConfirm', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    history.replaceState(null, '', '/profile-edit');
    localStorage.setItem('token', 'tok-123');
    localStorage.setItem('profile', '{}');
    useSession.setState({ status: 'signed-in', mobileLogin: false });
    useAuthDialogs.setState({ open: 'logout' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("asks 'Are you sure you want to logout?' and Cancel keeps the session", async () => {
    const user = userEvent.setup();
    render(<LogoutConfirm />);
    expect(screen.getByRole('dialog').textContent).toContain('Are you sure you want to logout?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useAuthDialogs.getState().open).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok-123');
  });

  it('Log out revokes the token on the server, clears everything and goes to /logout', async () => {
    fetchMock.mockResolvedValue(respond(200, { message: 'You have been logged out.' }));
    const user = userEvent.setup();
    render(<LogoutConfirm />);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.pathname).toBe('/logout'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/v1/taxpayer/logout');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-123');
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().status).toBe('signed-out');
  });

  it('returns a session begun on /mobile/login to /mobile/login, even if the server cannot be reached', async () => {
    useSession.setState({ mobileLogin: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<LogoutConfirm />);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.pathname).toBe('/mobile/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
