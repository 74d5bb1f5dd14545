import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '@/domain/contracts/account-responses';
import { useSession } from '@/stores/session';
import { ProfileMenu } from './profile-menu';

const LONG = 'MARIA CONCEPCION ESPERANZA';

describe('ProfileMenu', () => {
  afterEach(() => useSession.setState({ profile: null }));

  it('cuts a long first name short on screen only: the button keeps it whole', () => {
    useSession.setState({ profile: { first_name: LONG } as Profile });
    render(<ProfileMenu />);
    const toggle = screen.getByRole('button', { name: `Account menu for ${LONG}` });
    expect(toggle.getAttribute('title')).toBe(LONG);
    // The name alone sits in the element the header's styles truncate with an ellipsis.
    expect(toggle.querySelector('.profile-menu-name')?.textContent).toBe(LONG);
  });
});
