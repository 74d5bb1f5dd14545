import { userInfo } from 'node:os';
import { configuredMail, configuredSms } from '../adapters/configured-adapters';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { resetMfa } from '../modules/mfa/reset-mfa';

type Out = (line: string) => void;

const USAGE = 'usage: accounts reset-mfa <mobile number> --reason "<why>" [--by <name>]';

/** 09XXXXXXXXX, +639XXXXXXXXX or 639XXXXXXXXX as stored (639XXXXXXXXX); null when it is none. */
function mobileOf(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (/^09\d{9}$/.test(digits)) return `63${digits.slice(1)}`;
  return /^639\d{9}$/.test(digits) ? digits : null;
}

/** `--name value` pairs after the positional arguments; null when malformed. */
function options(args: string[]): Record<string, string> | null {
  const found: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i], args[i + 1]];
    if (!name?.startsWith('--') || value === undefined) return null;
    found[name.slice(2)] = value;
  }
  return found;
}

/**
 * `accounts reset-mfa <mobile> --reason "…" [--by <name>]`: the LGU office turns a resident's
 * second factors off after checking who they are (lost phone and recovery codes). Returns the
 * exit code, or null when the arguments are not this command.
 */
export async function runAccountsCommand(
  db: Db,
  config: Env,
  args: string[],
  out: Out,
  err: Out,
  /** Who runs the command when --by is not given (the operating-system user). */
  user: string = userInfo().username,
): Promise<number | null> {
  const [group, verb, raw, ...rest] = args;
  if (group !== 'accounts') return null;
  const opts = options(rest);
  const mobile = raw ? mobileOf(raw) : null;
  const reason = opts?.reason?.trim() ?? '';
  if (
    verb !== 'reset-mfa' ||
    !mobile ||
    !opts ||
    Object.keys(opts).some((k) => k !== 'reason' && k !== 'by')
  ) {
    err(USAGE);
    return 2;
  }
  if (reason.length < 5) {
    err(
      '--reason must say why (at least 5 characters), e.g. --reason "lost phone; ID checked at the counter"',
    );
    return 2;
  }
  const actor = opts.by?.trim() || user;
  const done = await resetMfa(
    { db, now: () => new Date(), sms: configuredSms(db, config), mail: configuredMail(db, config) },
    { mobile, actor, reason },
  );
  if (!done) {
    err(`no account with mobile number ${mobile}`);
    return 1;
  }
  out(`second factors of ${mobile} turned off, its sessions ended; audited as ${actor}: ${reason}`);
  if (!done.told) err('the notice by SMS/e-mail could not be sent; tell the resident in person');
  return 0;
}
