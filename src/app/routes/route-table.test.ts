import { describe, expect, it } from 'vitest';
import { comingSoonPaths, comingSoonTitle } from './coming-soon-paths';
import { firstLoginRedirect, routeTable } from './route-table';

const paths = (signedIn: boolean, components: Record<string, boolean> = {}) =>
  routeTable(signedIn, { components }).map((r) => r.path);

describe('route tables', () => {
  it('has the landing page, information pages and service pages signed out', () => {
    expect(paths(false)).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/faq',
        '/how-to',
        '/privacy-policy',
        '/contact-us',
        '/service-unavailable',
      ]),
    );
  });

  it('has the payment pages signed in only (§2.1, §4)', () => {
    const payment = [
      '/pgi',
      '/payment-return',
      '/success-page',
      '/transaction-history',
      '/transaction-history/:id',
    ];
    expect(paths(true)).toEqual(expect.arrayContaining(payment));
    const signedOut = routeTable(false, { components: {} });
    const signedIn = routeTable(true, { components: {} });
    const pageAt = (table: typeof signedIn, path: string) => table.find((r) => r.path === path)?.page;
    // Signed out, each is the one sign-in-required page, never the signed-in page itself.
    const asked = new Set(payment.map((path) => pageAt(signedOut, path)));
    expect(asked.size).toBe(1);
    for (const path of [...payment, '/profile-edit']) {
      expect(pageAt(signedOut, path)).toBeDefined();
      expect(asked.has(pageAt(signedOut, path))).toBe(true);
      expect(pageAt(signedOut, path)).not.toBe(pageAt(signedIn, path));
    }
  });

  it('has one create-transaction route for the pages of §2.8, asking to sign in first when signed out', () => {
    expect(paths(true)).toContain('/create-transaction/:page');
    expect(paths(false)).toContain('/create-transaction/:page');
  });

  it('has contact-us signed in too, so the footer link is no dead end', () => {
    expect(paths(true)).toContain('/contact-us');
    expect(paths(false)).toContain('/contact-us');
  });

  it('has the account pages: sign-in pages for the wallet signed out, profile-edit signed in', () => {
    expect(paths(false)).toEqual(
      expect.arrayContaining([
        '/create-password',
        '/account/activate/:token?/:email?',
        '/mobile/login',
        '/mobile/sign-up',
        '/mobile/forgot-password',
      ]),
    );
    expect(paths(true)).toEqual(expect.arrayContaining(['/profile-edit', '/create-password', '/logout']));
    expect(paths(true)).not.toContain('/mobile/login');
  });

  it('sends a first-login profile to profile-edit from any page but leaving and its e-mail links (§2.1)', () => {
    expect(firstLoginRedirect('/', true)).toBe('/profile-edit');
    expect(firstLoginRedirect('/faq', true)).toBe('/profile-edit');
    expect(firstLoginRedirect('/profile-edit', true)).toBeNull();
    expect(firstLoginRedirect('/logout', true)).toBeNull();
    expect(firstLoginRedirect('/account/activate/abc/a%40b.ph', true)).toBeNull();
    expect(firstLoginRedirect('/faq', false)).toBeNull();
  });

  it('adds a coming-soon page only for flagged sections', () => {
    expect(paths(true, { E_SERVICES_COMING_SOON: true })).toContain('/e-services');
    expect(paths(true, { E_SERVICES_COMING_SOON: false })).not.toContain('/e-services');
  });
});

describe('coming-soon pages', () => {
  it('lists the flagged sections', () => {
    expect(
      comingSoonPaths({ components: { E_BILLS_COMING_SOON: true, E_COMMERCE_COMING_SOON: 'true' as never } }),
    ).toEqual(['/e-commerce', '/e-business']);
  });

  it('titles the page by its path (§2.9)', () => {
    expect(comingSoonTitle('/e-services')).toBe('E-SERVICES');
    expect(comingSoonTitle('/e-commerce')).toBe('E-COMMERCE');
    expect(comingSoonTitle('/e-business')).toBe('E-BILLS');
    expect(comingSoonTitle('/e-government')).toBe('E-GOVERNMENT');
  });
});
