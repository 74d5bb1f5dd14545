import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts, staffAudit } from '../db/staff-schema';
import { readEnv } from '../env';
import { createAccountsTestApp, type AccountsTestApp } from '../testing/accounts-test-app';
import { staffBearer } from '../modules/staff/staff-test-kit';
import { runStaffCommand } from './staff-commands';

let t: AccountsTestApp;
beforeAll(async () => {
  // The commands run beside the app as another process does, which the app learns of when it next
  // reads the session: nothing trusted from before (a portal running the command forgets at once).
  t = await createAccountsTestApp({ config: { ...readEnv({}), SESSION_CACHE_SECONDS: 0 } });
});
afterAll(() => t.close());

async function run(args: string[], stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCommand(
    {
      db: t.infrastructure.db,
      passwords: t.infrastructure.passwords,
      now: t.clock.now,
      readStdin: () => Promise.resolve(stdin),
      actor: 'it.admin',
    },
    args,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out, err };
}

const member = async (username: string) =>
  (await t.infrastructure.db.select().from(staffAccounts).where(eq(staffAccounts.username, username)))[0];

describe('npm run cli -- staff', () => {
  it('creates a member with a generated one-time password that signs in, audited', async () => {
    const done = await run([
      'staff',
      'create',
      'Clerk.Reyes',
      '--name',
      'Ana Reyes',
      '--email',
      'ana@lgu.ph',
      '--roles',
      'licensing,treasury',
    ]);
    expect(done.code, done.err.join('\n')).toBe(0);
    const password = /shown once.*: (\S+)$/m.exec(done.out.join('\n'))?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const row = await member('clerk.reyes');
    expect(row).toMatchObject({
      name: 'Ana Reyes',
      email: 'ana@lgu.ph',
      roles: ['licensing', 'treasury'],
      enrolled: false,
    });
    expect(await t.infrastructure.passwords.verify(row?.passwordHash, password)).toBe(true);
    const audit = await t.infrastructure.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.staffId, row?.id ?? 0));
    expect(audit).toMatchObject([{ action: 'created', actor: 'operator:it.admin' }]);
  });

  it('takes the password from standard input instead, and prints none', async () => {
    const done = await run(
      [
        'staff',
        'create',
        'treas1',
        '--name',
        'Ben Cruz',
        '--email',
        'ben@lgu.ph',
        '--roles',
        'treasury',
        '--password-stdin',
      ],
      'Long enough pass phrase\n',
    );
    expect(done.code).toBe(0);
    expect(done.out.join('\n')).not.toContain('Long enough');
    expect(
      await t.infrastructure.passwords.verify(
        (await member('treas1'))?.passwordHash,
        'Long enough pass phrase',
      ),
    ).toBe(true);
    const short = await run(
      [
        'staff',
        'create',
        'treas2',
        '--name',
        'B',
        '--email',
        'b@lgu.ph',
        '--roles',
        'treasury',
        '--password-stdin',
      ],
      'short',
    );
    expect(short.code).toBe(2);
    expect(await member('treas2')).toBeUndefined();
  });

  it('refuses an unknown role, a taken username and a malformed command', async () => {
    expect(
      (await run(['staff', 'create', 'x1y', '--name', 'X', '--email', 'x@lgu.ph', '--roles', 'mayor'])).code,
    ).toBe(2);
    await run(['staff', 'create', 'dup', '--name', 'D', '--email', 'd@lgu.ph', '--roles', 'licensing']);
    const again = await run([
      'staff',
      'create',
      'DUP',
      '--name',
      'D',
      '--email',
      'd@lgu.ph',
      '--roles',
      'licensing',
    ]);
    expect(again).toMatchObject({ code: 1, err: ['The username DUP is taken.'] });
    expect((await run(['staff', 'create', 'abc', '--password', 'inargv'])).code).toBe(2);
    expect(await run(['news', 'list'])).toMatchObject({ code: null });
  });

  it('lists members with their state', async () => {
    await run([
      'staff',
      'create',
      'lister',
      '--name',
      'Lis Ter',
      '--email',
      'l@lgu.ph',
      '--roles',
      'administrator',
    ]);
    const listed = await run(['staff', 'list']);
    expect(listed.out).toContain('lister\tLis Ter\tl@lgu.ph\tadministrator\tnot enrolled');
  });

  it('disables a member: their live session stops answering at once', async () => {
    const bearer = await staffBearer(t, ['licensing']);
    const me = () => t.app.request('/api/v1/staff/auth/me', { headers: { Authorization: bearer } });
    const { data } = (await (await me()).json()) as { data: { username: string } };
    expect((await run(['staff', 'disable', data.username])).code).toBe(0);
    expect((await me()).status).toBe(401);
    expect((await run(['staff', 'disable', 'nobody-here'])).err).toEqual(['No staff member nobody-here.']);
  });

  it('resets the authenticator: not enrolled, no secret, sessions ended', async () => {
    const bearer = await staffBearer(t, ['treasury']);
    const me = () => t.app.request('/api/v1/staff/auth/me', { headers: { Authorization: bearer } });
    const { data } = (await (await me()).json()) as { data: { username: string } };
    expect((await run(['staff', 'reset-mfa', data.username])).code).toBe(0);
    expect(await member(data.username)).toMatchObject({ enrolled: false, totpSecret: null });
    expect((await me()).status).toBe(401);
  });
});
