import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** This year in Manila, as the portal counts business tax years. */
const manilaYear = () => Number(new Date().toLocaleString('en-CA', { timeZone: 'Asia/Manila' }).slice(0, 4));

/** The i-th bench BIN under a prefix such as `707-07-0007-` (the standard BIN format). */
export const benchBin = (prefix: string, i: number) => `${prefix}${String(i + 1).padStart(7, '0')}`;

/**
 * Imports one unpaid bill of this year's 4th quarter (₱1,500.00) for each of `count` BINs, through
 * the operator CLI as an LGU would (`npm run cli -- import btax api`), into the database that
 * `env` names (BAYAN_DATA_DIR of a stopped server, or DATABASE_URL).
 */
export async function importBenchBills(options: {
  prefix: string;
  count: number;
  workDir: string;
  env: Record<string, string>;
}): Promise<void> {
  const year = manilaYear();
  const rows = Array.from(
    { length: options.count },
    (_, i) => `${benchBin(options.prefix, i)},${year},4,1500.00,BENCH STORE ${i + 1}`,
  );
  const file = join(options.workDir, `bills-${options.prefix}${Date.now()}.csv`);
  await writeFile(file, `bin,year,period,amount,account_name\n${rows.join('\n')}\n`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/src/cli/main.ts', 'import', 'btax', 'api', file],
    { env: { ...process.env, LOG_LEVEL: 'warn', ...options.env }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`importing the bench bills failed (${code}): ${stderr.slice(-500)}`);
}
