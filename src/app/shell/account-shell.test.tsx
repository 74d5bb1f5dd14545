import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSiteContent } from '@/content/site-content';
import { useAuthDialogs } from '@/stores/auth-dialogs';
import { useSession } from '@/stores/session';
import { App } from '../app';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const menu = {
  data: ['E-Government', 'E-Services', 'E-News'].map((name, i) => ({
    type: 'site_e_services_menu',
    id: String(i + 1),
    attributes: {
      name,
      cms_code: name,
      description: `${name} text`,
      photo: null,
      sequence: i + 1,
      status: 1,
    },
  })),
};
const profile = {
  first_name: 'JUAN',
  last_name: 'CRUZ',
  mobile_number: '639171234567',
  email: null,
  email_verified: false,
  is_resident: 0,
  is_first_login: 1,
  is_gcash_login: 0,
  is_mfa_required: 0,
  preferred_mfa: null,
  is_profile_complete: false,
  _full_name: 'JUAN CRUZ',
};

describe('the shell and the account dialogs', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((url) => {
      const u = String(url);
      if (u.includes('/cms')) return Promise.resolve(json({ data: [] }));
      if (u.includes('/taxpayers/profile')) {
        return Promise.resolve(json({ data: { type: 'taxpayers', id: '1', attributes: profile } }));
      }
      return Promise.resolve(json(u.includes('site_e_services_menu') ? menu : { data: [] }));
    });
    history.replaceState(null, '', '/');
    useAuthDialogs.setState({ open: null });
    await act(() => loadSiteContent());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("opens the login modal from the header's Login and from E-Government while signed out", async () => {
    useSession.setState({ status: 'signed-out', profile: null });
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'E-Government' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('reopens a sign-up that was waiting for its OTP', async () => {
    useSession.setState({ status: 'signed-out', profile: null });
    localStorage.setItem('showOTP', 'true');
    localStorage.setItem(
      'signupFormData',
      JSON.stringify({
        first_name: 'A',
        last_name: 'B',
        mobile_number: '639171234567',
        email: '',
        is_resident: false,
      }),
    );
    render(<App />);
    expect(await screen.findByRole('dialog', { name: 'Verify Mobile Number' })).toBeTruthy();
  });

  it('sends a first-login profile to profile-edit and offers Edit Profile and Logout', async () => {
    localStorage.setItem('token', 'tok');
    useSession.setState({ status: 'signed-in', profile, mobileLogin: false });
    const user = userEvent.setup();
    render(<App />);
    await waitFor(() => expect(location.pathname).toBe('/profile-edit'));
    // The profile menu's code loads with a session's first page (lazy-profile-menu.ts).
    await user.click(await screen.findByRole('button', { name: /JUAN/ }));
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/profile-edit');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const confirm = await screen.findByRole('dialog', { name: 'Logout' });
    expect(confirm.textContent).toContain('Are you sure you want to logout?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
