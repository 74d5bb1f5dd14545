import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '@/lib/i18n/locale';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { NavItem } from './nav-item';

describe('NavItem', () => {
  afterEach(() => applyLocale('en'));

  it("translates Home and keeps a service's name as the LGU's content has it", async () => {
    render(
      <ul>
        <li>
          <NavItem item={{ name: 'Home', href: '/' }} />
        </li>
        <li>
          <NavItem item={{ name: 'E-Services', href: '/e-services' }} />
        </li>
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    await act(() => switchLocale('fil'));
    expect(screen.getByRole('link', { name: 'Tahanan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'E-Services' })).toBeTruthy();
  });
});
