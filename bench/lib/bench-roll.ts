import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Owners imported for the property-tax probes: many, so the load is not one owner's rows kept in cache. */
export const ROLL_OWNERS = 2_000;

export const manilaYear = () =>
  Number(new Date().toLocaleString('en-CA', { timeZone: 'Asia/Manila' }).slice(0, 4));
export const ownerOf = (i: number) => `BNC${String((i % ROLL_OWNERS) + 1).padStart(6, '0')}`;
export const pinOf = (i: number) =>
  `700-07-007-${String(Math.floor((i % ROLL_OWNERS) / 1000)).padStart(3, '0')}-${String(i % 1000).padStart(3, '0')}`;

/**
 * One land property a bench owner (₱100,000.00 assessed, paid through last year), imported through
 * the operator CLI as an LGU would (`npm run cli -- import rpt roll.csv`); `env` names the database
 * (BAYAN_DATA_DIR of a stopped embedded server, or DATABASE_URL).
 */
export async function importBenchRoll({ workDir, env }: { workDir: string; env: Record<string, string> }) {
  const lastYear = manilaYear() - 1;
  const rows = Array.from(
    { length: ROLL_OWNERS },
    (_, i) =>
      `${ownerOf(i)},BENCH OWNER ${i + 1},${pinOf(i)},,AR-${i + 1},POBLACION,,LAND,RESIDENTIAL,100000.00,${lastYear}-4`,
  );
  const file = join(workDir, `rpt-roll-${Date.now()}.csv`);
  const header =
    'owner_id,owner_name,pin,new_pin,arp_no,barangay,survey_no,kind,classification,assessed_value,paid_through';
  await writeFile(file, `${header}\n${rows.join('\n')}\n`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/src/cli/main.ts', 'import', 'rpt', file],
    { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`importing the bench roll failed (${code}): ${stderr.slice(-500)}`);
}
