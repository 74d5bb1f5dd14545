import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { siteContent } from '@/content/site-content';
import { useAuthDialogs } from '@/stores/auth-dialogs';
import { useSession } from '@/stores/session';
import AccountActivatePage from './account-activate-page';
import CreatePasswordPage from './create-password-page';

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function at(path: string, pattern: string, Page: () => React.ReactNode) {
  const { hook, searchHook } = memoryLocation({ path });
  return render(
    <StrictMode>
      <Router hook={hook} searchHook={searchHook}>
        <Route path={pattern} component={Page} />
      </Router>
    </StrictMode>,
  );
}

describe('account pages', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sent = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ status: 'signed-out', profile: null });
    useAuthDialogs.setState({ open: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('/create-password sets the new password with the token and e-mail of the link', async () => {
    fetchMock.mockResolvedValue(respond(200, { message: 'Your password successfully changed' }));
    const user = userEvent.setup();
    at('/create-password?token=tok-1&email=juan%40example.com', '/create-password', CreatePasswordPage);
    expect(screen.getByText('juan@example.com')).toBeTruthy();
    await user.type(screen.getByLabelText('New Password'), 'N3w!Password');
    await user.type(screen.getByLabelText('Confirm Password'), 'N3w!Password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(useAuthDialogs.getState().open).toBe('login'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/taxpayers/forgot_password_change');
    expect(sent()).toEqual({
      email: 'juan@example.com',
      token: 'tok-1',
      password: 'N3w!Password',
      password_confirmation: 'N3w!Password',
    });
  });

  it('/create-password without its token says the link is incomplete', () => {
    at('/create-password', '/create-password', CreatePasswordPage);
    expect(screen.getByRole('alert').textContent).toContain('This link is incomplete.');
  });

  it('/account/activate spends the single-use link once and says the result', async () => {
    siteContent.components = { EMAIL_LOGIN: true };
    fetchMock.mockResolvedValue(respond(200, { message: 'Your e-mail address is confirmed.' }));
    at(
      '/account/activate/tok-2/juan%40example.com',
      '/account/activate/:token?/:email?',
      AccountActivatePage,
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your e-mail address is confirmed. You can now sign in with it.',
    );
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(sent()).toEqual({ token: 'tok-2', email: 'juan@example.com' });
    expect(screen.getByRole('button', { name: 'Continue to Login' })).toBeTruthy();
  });

  it('/account/activate promises no e-mail sign-in while the LGU has it off (no e-mail tab)', async () => {
    siteContent.components = { EMAIL_LOGIN: false };
    fetchMock.mockResolvedValue(respond(200, { message: 'Your e-mail address is confirmed.' }));
    at('/account/activate/tok-3/ana%40example.com', '/account/activate/:token?/:email?', AccountActivatePage);
    const said = (await screen.findByRole('status')).textContent ?? '';
    expect(said).toBe(
      'Your e-mail address is confirmed. Your receipts and notices can now be sent to it, and you can use it to reset your password.',
    );
    expect(said).not.toContain('sign in');
  });

  it('/account/activate shows why a link failed', async () => {
    fetchMock.mockResolvedValue(
      respond(422, {
        message: 'This activation link is invalid or has expired.',
        errors: { token: ['This activation link is invalid or has expired.'] },
      }),
    );
    at('/account/activate/old/juan%40example.com', '/account/activate/:token?/:email?', AccountActivatePage);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This activation link is invalid or has expired.',
    );
  });
});
