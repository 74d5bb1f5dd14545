import { ALL_PERMISSIONS, STAFF_PERMISSIONS, type StaffPermission } from '@/domain/staff/staff-permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '../../db/staff-schema';
import { mobileNumbers } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { STAFF_PERMISSIONS_OF } from './require-staff';
import { staffBearer } from './staff-test-kit';

// Issue 28: every console API is refused to a taxpayer's token and to a staff member whose roles
// lack what it declares, as an attacker would try it. The routes come from the app itself, so a
// route added later is covered by default, and one that declares no permission fails here.

/** Staff paths that take no signed-in member: the two sign-in steps and signing out (staff-auth.routes.ts). */
const BEFORE_SIGN_IN = [
  'POST /api/v1/staff/auth/sign_in',
  'POST /api/v1/staff/auth/code',
  'POST /api/v1/staff/auth/sign_out',
];

let t: AccountsTestApp;
let taxpayer: string;
beforeAll(async () => {
  t = await createAccountsTestApp();
  taxpayer = `Bearer ${(await t.client.signUp(mobileNumbers(171_300_000)())).token}`;
});
afterAll(() => t.close());

interface ConsoleRoute {
  name: string;
  method: string;
  path: string;
  /** What its guard asks for (empty: any staff member); null when it has no guard. */
  needs: readonly StaffPermission[] | null;
}

function consoleRoutes(): ConsoleRoute[] {
  const byName = new Map<string, ConsoleRoute>();
  for (const r of t.app.routes) {
    if (!r.path.startsWith('/api/v1/staff/') || r.method === 'ALL') continue;
    const name = `${r.method} ${r.path}`;
    const route = byName.get(name) ?? { name, method: r.method, path: r.path, needs: null };
    const declared = (r.handler as { [STAFF_PERMISSIONS_OF]?: readonly StaffPermission[] })[
      STAFF_PERMISSIONS_OF
    ];
    if (declared) route.needs = declared;
    byName.set(name, route);
  }
  return [...byName.values()];
}

let roleSerial = 0;
/** A signed-in member of a new role holding exactly `permissions`. */
async function memberWith(permissions: string[]) {
  const code = `test-role-${++roleSerial}`;
  await t.infrastructure.db.insert(staffRoles).values({ code, name: code, permissions });
  return staffBearer(t, [code]);
}

const call = (route: ConsoleRoute, authorization?: string) =>
  // Ids nobody has: a guard's answer must not depend on finding a row.
  t.app.request(route.path.replace(/:\w+/g, '999999'), {
    method: route.method,
    headers: {
      ...(authorization ? { Authorization: authorization } : {}),
      'Content-Type': 'application/json',
    },
    ...(route.method === 'GET' ? {} : { body: '{}' }),
  });

describe('every console API', () => {
  it('declares the permission it needs (requireStaff), unless it is a sign-in step', () => {
    const routes = consoleRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(11);
    const undeclared = routes.filter((r) => r.needs === null).map((r) => r.name);
    expect(undeclared.sort()).toEqual([...BEFORE_SIGN_IN].sort());
    for (const r of routes) {
      for (const p of r.needs ?? []) expect(Object.keys(STAFF_PERMISSIONS), r.name).toContain(p);
    }
  });

  it('is 401 without a staff token and 403 to a taxpayer token', async () => {
    for (const route of consoleRoutes().filter((r) => r.needs !== null)) {
      expect((await call(route)).status, route.name).toBe(401);
      expect((await call(route, taxpayer)).status, route.name).toBe(403);
    }
  });

  it('is 403 to a member whose roles hold every permission but the one it declares', async () => {
    const guarded = consoleRoutes().filter((r) => r.needs !== null && r.needs.length > 0);
    expect(guarded.length).toBeGreaterThanOrEqual(7);
    const all = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];
    for (const route of guarded) {
      const others = all.filter((p) => !route.needs?.includes(p));
      const res = await call(route, await memberWith(others));
      expect(res.status, route.name).toBe(403);
    }
  });

  it('lets a member with only the permission it declares past the guard', async () => {
    for (const route of consoleRoutes().filter((r) => r.needs !== null)) {
      const member = await memberWith([...(route.needs ?? []).slice(0, 1)]);
      const res = await call(route, member);
      expect([401, 403], `${route.name} answered ${res.status}`).not.toContain(res.status);
    }
  });

  it('gives the administrator role every permission, those added later too', async () => {
    const admin = await memberWith([ALL_PERMISSIONS]);
    const me = await t.app.request('/api/v1/staff/auth/me', { headers: { Authorization: admin } });
    const { data } = (await me.json()) as { data: { permissions: string[] } };
    expect(data.permissions.sort()).toEqual(Object.keys(STAFF_PERMISSIONS).sort());
  });
});
