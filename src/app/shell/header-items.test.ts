import { describe, expect, it } from 'vitest';
import { headerItems } from './header-items';

const service = (name: string, sequence: number, status = 1) => ({
  name,
  sequence,
  status,
  cms_code: name,
  description: '',
  photo: null,
});
const services = [
  service('E-Commerce', 6),
  service('E-Services', 2),
  service('E-Government', 1),
  service('E-Bills', 5),
  service('E-Wallet', 7),
];
const flags = (components: Record<string, boolean>) => ({ components, services });

describe('headerItems', () => {
  it('starts with Home and follows the server order for sections that are open', () => {
    const items = headerItems(
      flags({ E_SERVICES_COMING_SOON: true, E_COMMERCE_COMING_SOON: true, E_BILLS_COMING_SOON: true }),
      'signed-in',
    );
    expect(items.map((i) => i.name)).toEqual([
      'Home',
      'E-Government',
      'E-Services',
      'E-Bills',
      'E-Commerce',
      'E-Wallet',
    ]);
    expect(items.find((i) => i.name === 'E-Bills')?.href).toBe('/e-business');
    // §2.3: E-Wallet goes to e-wallet/cash-in, which exists (issue 30).
    expect(items.find((i) => i.name === 'E-Wallet')?.href).toBe('/e-wallet/cash-in');
  });

  it('hides the login-screen names while signed out', () => {
    const items = headerItems(
      flags({ E_SERVICES_COMING_SOON: true, E_COMMERCE_COMING_SOON: true, E_BILLS_COMING_SOON: true }),
      'signed-out',
    );
    expect(items.map((i) => i.name)).toEqual(['Home', 'E-Government', 'E-Services']);
  });

  it('makes E-Government open the login modal while signed out', () => {
    expect(headerItems(flags({}), 'signed-out')).toContainEqual({ name: 'E-Government', action: 'login' });
    expect(headerItems(flags({}), 'signed-in')).toContainEqual({
      name: 'E-Government',
      action: 'select-transaction',
    });
  });

  it('leaves out items whose page does not exist yet', () => {
    // The coming-soon sections do not exist with these flags.
    expect(headerItems(flags({}), 'signed-in').map((i) => i.name)).toEqual([
      'Home',
      'E-Government',
      'E-Wallet',
    ]);
    // E-Wallet is not in the smart-city header (§2.3).
    expect(headerItems(flags({ SMART_CITY_HEADER: true }), 'signed-in').map((i) => i.name)).not.toContain(
      'E-Wallet',
    );
  });

  it('leaves out a service the menu marks inactive', () => {
    const items = headerItems(
      { components: { E_SERVICES_COMING_SOON: true }, services: [service('E-Services', 1, 0)] },
      'signed-in',
    );
    expect(items.map((i) => i.name)).toEqual(['Home']);
  });

  it('shows E-Government as coming soon when its flag is on', () => {
    const items = headerItems(flags({ E_GOVERNMENT_COMING_SOON: true }), 'signed-out');
    expect(items).toContainEqual({ name: 'E-Government', href: '/e-government' });
  });
});

describe('headerItems when signed in', () => {
  const menu = [service('E-Government', 1), service('E-Help', 2), service('E-MRID', 3)];
  const content = { components: {}, services: menu };

  it('opens the Select Transaction dialog, E-Help and (for residents) E-MRID', () => {
    const items = headerItems(content, 'signed-in', { resident: true, egovAvailable: true });
    expect(items).toEqual([
      { name: 'Home', href: '/' },
      { name: 'E-Government', action: 'select-transaction' },
      { name: 'E-Help', action: 'e-help' },
      { name: 'E-MRID', action: 'e-mrid' },
    ]);
  });

  it('shows E-MRID only to residents', () => {
    const names = headerItems(content, 'signed-in', { resident: false, egovAvailable: true }).map(
      (i) => i.name,
    );
    expect(names).not.toContain('E-MRID');
  });

  it('hides E-Government while the property-tax check says it is unavailable', () => {
    const names = headerItems(content, 'signed-in', { resident: true, egovAvailable: false }).map(
      (i) => i.name,
    );
    expect(names).not.toContain('E-Government');
  });
});

describe('headerItems for E-News (issue 17)', () => {
  it('links E-News to /news signed in and out, whatever the coming-soon flags say', () => {
    const content = { components: {}, services: [service('E-News', 1)] };
    for (const status of ['signed-in', 'signed-out'] as const) {
      expect(headerItems(content, status)).toContainEqual({ name: 'E-News', href: '/news' });
    }
  });
});
