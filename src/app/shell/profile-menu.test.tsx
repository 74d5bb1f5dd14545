import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '@/domain/contracts/account-responses';
import { applyLocale } from '@/lib/i18n/locale';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { useSession } from '@/stores/session';
import { ProfileMenu } from './profile-menu';

const LONG = 'MARIA CONCEPCION ESPERANZA';

describe('ProfileMenu', () => {
  afterEach(() => {
    useSession.setState({ profile: null });
    applyLocale('en');
  });

  it('cuts a long first name short on screen only: the button keeps it whole', () => {
    useSession.setState({ profile: { first_name: LONG } as Profile });
    render(<ProfileMenu />);
    const toggle = screen.getByRole('button', { name: `Account menu for ${LONG}` });
    expect(toggle.getAttribute('title')).toBe(LONG);
    // The name alone sits in the element the header's styles truncate with an ellipsis.
    expect(toggle.querySelector('.profile-menu-name')?.textContent).toBe(LONG);
  });

  it('speaks Filipino after a switch: its name and its items', async () => {
    useSession.setState({ profile: { first_name: 'Juan' } as Profile });
    render(<ProfileMenu />);
    await act(() => switchLocale('fil'));
    await userEvent.click(screen.getByRole('button', { name: 'Menu ng account ni Juan' }));
    expect(screen.getByRole('link', { name: 'I-edit ang Profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kasaysayan ng Transaksyon' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mag-logout' })).toBeTruthy();
  });
});
