import { rmSync } from 'node:fs';

/** Removes the throwaway data folder the journeys' server used. */
export default function globalTeardown() {
  const dir = process.env.BAYAN_E2E_DATA;
  if (dir?.includes('bayan-e2e-')) rmSync(dir, { recursive: true, force: true });
}
