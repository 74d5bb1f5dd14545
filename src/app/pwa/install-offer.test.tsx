import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { InstallOffer } from './install-offer';
import { installPrompt, keepInstallPrompt } from './install-prompt';

const prompt = vi.fn(() => Promise.resolve());
function browserOffersInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' }),
  });
  window.dispatchEvent(event);
  return event;
}

beforeAll(() => keepInstallPrompt());
afterEach(() => {
  cleanup();
  localStorage.clear();
  delete (window as { my?: unknown }).my;
  useSession.setState({ status: 'signed-out', profile: null });
});

describe('the install offer after a first payment', () => {
  it('holds the browser’s offer back on arrival, then makes it once, after paying', async () => {
    const event = browserOffersInstall();
    expect(event.defaultPrevented).toBe(true);
    useSession.setState({ status: 'signed-in', profile: { is_gcash_login: 0 } as never });
    render(<InstallOffer />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Home Screen' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Add to Home Screen' })).toBeNull();
    expect(installPrompt()).toBeNull();
    // Answered: never offered again on this device, even with a new offer from the browser.
    browserOffersInstall();
    cleanup();
    render(<InstallOffer />);
    expect(screen.queryByRole('heading', { name: 'Add Bayan to your phone' })).toBeNull();
  });

  it('is never made inside the GCash wallet’s web-view', () => {
    browserOffersInstall();
    useSession.setState({ status: 'signed-in', profile: { is_gcash_login: 1 } as never });
    render(<InstallOffer />);
    expect(screen.queryByRole('heading', { name: 'Add Bayan to your phone' })).toBeNull();
    cleanup();
    useSession.setState({ status: 'signed-in', profile: { is_gcash_login: 0 } as never });
    (window as { my?: unknown }).my = {};
    render(<InstallOffer />);
    expect(screen.queryByRole('heading', { name: 'Add Bayan to your phone' })).toBeNull();
  });

  it('says nothing when the browser made no offer', () => {
    window.dispatchEvent(new Event('appinstalled'));
    render(<InstallOffer />);
    expect(screen.queryByRole('heading', { name: 'Add Bayan to your phone' })).toBeNull();
  });
});
