import { execFileSync } from 'node:child_process';

/**
 * `npm run cli -- …` as an operator runs it while the journeys' portal is up: the portal holds
 * the embedded database, so the command line hands the command to it (issue 28). Answers stdout.
 */
export function operatorCli(args: string[], stdin = ''): string {
  return execFileSync('node_modules/.bin/tsx', ['server/src/cli/main.ts', ...args], {
    env: { ...process.env, BAYAN_DATA_DIR: process.env.BAYAN_E2E_DATA, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    input: stdin,
    encoding: 'utf8',
    timeout: 90_000,
  });
}
