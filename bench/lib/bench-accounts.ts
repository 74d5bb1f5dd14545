import pg from 'pg';
import { signIn } from './bench-account';
import { httpClient } from './paced';

/**
 * `count` signed-in accounts on a PostgreSQL portal, made without a sign-up each: rows copying the
 * password hash of `template` (an account signed up through the API), mobile numbers
 * `<prefix><n>`; each then signs in through the API (its argon2 check included). Returns the tokens.
 */
export async function benchAccounts(
  baseUrl: string,
  databaseUrl: string,
  prefix: string,
  count: number,
  template: string,
): Promise<string[]> {
  const width = 12 - prefix.length;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into taxpayers (mobile_number, password_hash, status, first_name, last_name, is_first_login)
       select $3 || lpad(n::text, $4, '0'), t.password_hash, 'active', 'BENCH', 'USER ' || n, false
       from generate_series(1, $1) n, taxpayers t where t.mobile_number = $2
       on conflict (mobile_number) do nothing`,
      [count, template, prefix, width],
    );
  } finally {
    await db.end();
  }
  const client = httpClient(baseUrl, { maxSockets: 4, timeoutMs: 30_000 });
  try {
    const mobiles = Array.from({ length: count }, (_, n) => `${prefix}${String(n + 1).padStart(width, '0')}`);
    const tokens: string[] = [];
    // Four at a time: the sign-ins' password checks run on the server's worker threads.
    for (let at = 0; at < mobiles.length; at += 4) {
      tokens.push(...(await Promise.all(mobiles.slice(at, at + 4).map((m) => signIn(client, m)))));
    }
    return tokens;
  } finally {
    client.close();
  }
}
