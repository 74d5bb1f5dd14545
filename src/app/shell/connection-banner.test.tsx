import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetDrafts, saveDraft, useDrafts } from '@/stores/offline-drafts';
import { useToasts } from '@/stores/toasts';
import { ConnectionBanner } from './connection-banner';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
const draft = { kind: 'profile', label: 'Your profile changes', href: '/profile-edit', payload: {} };

beforeEach(() => {
  forgetDrafts();
  localStorage.setItem('token', 'token-a');
});
afterEach(() => vi.restoreAllMocks());

describe('ConnectionBanner', () => {
  it('says when there is no connection, and goes when it returns', () => {
    setOnline(false);
    render(<ConnectionBanner />);
    expect(screen.getByRole('alert').textContent).toContain('No internet connection');
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what waits on this device to be sent', async () => {
    setOnline(false);
    await saveDraft(draft);
    render(<ConnectionBanner />);
    expect((await screen.findByRole('status')).textContent).toMatch(
      /Your profile changes are saved on this device .*they will be sent when you are back online/,
    );
  });

  it('says why a draft was not taken, with a way to review or discard it', async () => {
    setOnline(true);
    const kept = await saveDraft(draft);
    act(() => {
      useDrafts.setState((s) => ({ drafts: s.drafts.map((d) => ({ ...d, problem: 'Changed elsewhere.' })) }));
    });
    render(<ConnectionBanner />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not be sent: Changed elsewhere.');
    expect(screen.getByRole('link', { name: 'Review them' }).getAttribute('href')).toBe('/profile-edit');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard' }));
    expect(useDrafts.getState().drafts.find((d) => d.id === kept?.id)).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
    // The §7.6 default success message says it is gone (the banner went with the button).
    expect(useToasts.getState().toasts.map((t) => [t.kind, t.message])).toContainEqual([
      'success',
      'Removed!',
    ]);
  });
});
