import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import type { Db } from '../db/client';
import type { PasswordHasher } from '../modules/auth/passwords';
import { createStaffAccounts, StaffAccountError } from '../modules/staff/staff-accounts';
import { asc } from 'drizzle-orm';
import { staffRoles } from '../db/staff-schema';
import { createStaffSessions } from '../modules/staff/staff-sessions';

type Out = (line: string) => void;

export const STAFF_USAGE = `usage:
  staff create <username> --name "<full name>" --email <address> --roles <role,role> [--password-stdin]
  staff list
  staff disable <username>
  staff reset-mfa <username>
  staff roles                  the roles to give (licensing, treasury, administrator …; /console/roles)`;

const MIN_PASSWORD = 12;

export interface StaffCommandDeps {
  db: Db;
  passwords: PasswordHasher;
  now?: () => Date;
  /** All of standard input (for --password-stdin). */
  readStdin: () => Promise<string>;
  /** Who runs the command, for the audit (the OS user by default). */
  actor?: string;
}

function options(args: string[]): Record<string, string> | null {
  const found: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const name = args[i];
    if (!name?.startsWith('--')) return null;
    if (name === '--password-stdin') {
      found['password-stdin'] = 'yes';
      continue;
    }
    const value = args[++i];
    if (value === undefined) return null;
    found[name.slice(2)] = value;
  }
  return found;
}

/**
 * `staff …`: operator commands for staff accounts. A new member's initial password is generated
 * and printed once (or read from standard input with --password-stdin), never taken from argv,
 * which shell history and the process list keep. Returns the exit code, or null when not `staff`.
 */
export async function runStaffCommand(
  deps: StaffCommandDeps,
  args: string[],
  out: Out,
  err: Out,
): Promise<number | null> {
  const [group, verb, username, ...rest] = args;
  if (group !== 'staff') return null;
  const now = deps.now ?? (() => new Date());
  const actor = `operator:${deps.actor ?? userInfo().username}`;
  const accounts = createStaffAccounts({ db: deps.db, now, passwords: deps.passwords });
  const sessions = createStaffSessions({ db: deps.db, now, idleMs: 0, absoluteMs: 0 });
  try {
    if (verb === 'roles' && !username) {
      const rows = await deps.db.select().from(staffRoles).orderBy(asc(staffRoles.code));
      for (const r of rows) out(`${r.code}\t${r.name}\t${r.officeCode ?? '-'}\t${r.permissions.join(',')}`);
      return 0;
    }
    if (verb === 'list' && !username) {
      for (const m of await accounts.list()) {
        const state = m.disabledAt ? 'disabled' : m.enrolled ? 'active' : 'not enrolled';
        out(`${m.username}\t${m.name}\t${m.email}\t${m.roles.join(',')}\t${state}`);
      }
      return 0;
    }
    if (verb === 'disable' && username && rest.length === 0) {
      await accounts.disable(username, actor);
      await sessions.revokeAll((await accounts.byUsername(username)).id);
      out(`${username} disabled; its sessions ended`);
      return 0;
    }
    if (verb === 'reset-mfa' && username && rest.length === 0) {
      await accounts.resetMfa(username, actor, (id) => sessions.revokeAll(id));
      out(`${username}'s authenticator removed; the next sign-in enrols a new one`);
      return 0;
    }
    if (verb === 'create' && username) return await create(username, rest);
  } catch (e) {
    if (e instanceof StaffAccountError) {
      err(e.message);
      return 1;
    }
    throw e;
  }
  err(STAFF_USAGE);
  return 2;

  async function create(name: string, rest: string[]) {
    const opts = options(rest);
    const roles = (opts?.roles ?? '').split(',').map((r) => r.trim());
    const allowed = new Set(['name', 'email', 'roles', 'password-stdin']);
    if (!opts || Object.keys(opts).some((k) => !allowed.has(k)) || !opts.name?.trim() || !opts.email) {
      err(STAFF_USAGE);
      return 2;
    }
    if (!/^[a-z0-9][a-z0-9._-]{2,39}$/i.test(name)) {
      err('the username is 3 to 40 letters, digits, dots, dashes or underscores');
      return 2;
    }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(opts.email)) {
      err('--email must be an e-mail address');
      return 2;
    }
    const known = (await deps.db.select({ code: staffRoles.code }).from(staffRoles)).map((r) => r.code);
    if (roles.length === 0 || !roles.every((r) => known.includes(r))) {
      err(`--roles must be one or more of ${known.sort().join(', ')}, separated by commas`);
      return 2;
    }
    const given = opts['password-stdin'] ? (await deps.readStdin()).replace(/\r?\n$/, '') : undefined;
    if (given !== undefined && given.length < MIN_PASSWORD) {
      err(`the password from standard input must have at least ${MIN_PASSWORD} characters`);
      return 2;
    }
    const password = given ?? randomBytes(15).toString('base64url');
    const id = await accounts.create(
      { username: name, name: opts.name.trim(), email: opts.email, roles, password },
      actor,
    );
    out(`staff member ${name.toLowerCase()} created (id ${id}, roles ${roles.join(', ')})`);
    if (given === undefined) {
      out(`initial password (shown once; hand it over in person): ${password}`);
    }
    out('on the first sign-in at /console they enrol an authenticator app');
    return 0;
  }
}

/** All of standard input as text (a password piped to --password-stdin). */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
