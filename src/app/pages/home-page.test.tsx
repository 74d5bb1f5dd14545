import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { siteContent } from '@/content/site-content';
import { useAuthDialogs } from '@/stores/auth-dialogs';
import { useSession } from '@/stores/session';
import HomePage from './home-page';

const service = (name: string, sequence: number) => ({
  name,
  cms_code: name,
  description: `${name} text`,
  photo: null,
  sequence,
  status: 1,
});

function renderHome() {
  const memory = memoryLocation({ path: '/', record: true });
  render(
    <Router hook={memory.hook}>
      <HomePage />
    </Router>,
  );
  return memory;
}

const cards = () => within(screen.getByRole('list', { name: 'Services' })).getAllByRole('listitem');

describe('the home page service cards', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"data":{"attributes":{"is_available":true}}}'))),
    );
    siteContent.components = {};
    siteContent.services = [
      service('E-MRID', 1),
      service('E-Government', 2),
      service('E-News', 3),
      service('E-Services', 4),
    ];
    useAuthDialogs.setState({ open: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('signed out, E-Government asks to sign in and a card with nothing behind it is not a control', async () => {
    useSession.setState({ status: 'signed-out', profile: null });
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'E-Government' }));
    expect(useAuthDialogs.getState().open).toBe('login');
    // E-Services is Select Transaction's other column: it needs an account first too (issue 30).
    useAuthDialogs.setState({ open: null });
    await userEvent.click(screen.getByRole('button', { name: 'E-Services' }));
    expect(useAuthDialogs.getState().open).toBe('login');
    // E-News has its pages (issue 17), signed out too.
    expect(screen.getByRole('link', { name: 'E-News' }).getAttribute('href')).toBe('/news');
    expect(screen.queryByText('E-MRID')).toBeNull();
  });

  it('shows E-MRID to residents only (§6)', () => {
    useSession.setState({ status: 'signed-in', profile: { is_resident: 0 } as never });
    renderHome();
    expect(screen.queryByText('E-MRID')).toBeNull();
    expect(screen.getByRole('button', { name: 'E-Government' })).toBeTruthy();
    cleanup();
    useSession.setState({ status: 'signed-in', profile: { is_resident: 1 } as never });
    renderHome();
    expect(screen.getByRole('button', { name: 'E-MRID' })).toBeTruthy();
  });

  it('signed in, every card opens what its name says, and a card with nothing behind it is not shown', async () => {
    siteContent.components = { E_COMMERCE_COMING_SOON: true, E_BILLS_COMING_SOON: true };
    siteContent.services = [
      'E-Government',
      'E-Services',
      'E-Payments',
      'E-News',
      'E-Bills',
      'E-Commerce',
      'E-Wallet',
      'E-Help',
      'E-Government and E-Services',
      'E-Inquiry',
    ].map((name, i) => service(name, i + 1));
    useSession.setState({ status: 'signed-in', profile: { is_resident: 1, is_first_login: 0 } as never });
    const memory = renderHome();
    // Each card left is a control: a button or a link, nothing flat that does nothing.
    const shown = cards();
    expect(shown.map((c) => c.querySelector('h3')?.textContent)).toEqual([
      'E-Government',
      'E-Services',
      'E-Payments',
      'E-News',
      'E-Wallet',
      'E-Help',
    ]);
    for (const card of shown) expect(card.querySelector('a, button')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'E-Wallet' }).getAttribute('href')).toBe('/e-wallet/cash-in');
    await userEvent.click(screen.getByRole('link', { name: 'E-Wallet' }));
    expect(memory.history).toContain('/e-wallet/cash-in');
  });
});
