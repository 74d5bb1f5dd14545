import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const journeys = fileURLToPath(new URL('../tests/e2e', import.meta.url));

// Each journey signs up its own new resident: two journeys with one mobile number meet "already
// registered" on whichever runs second, and pass only on a retry (retry-mobile.ts).
describe('the journeys’ new residents', () => {
  it('each have a mobile number no other journey uses', () => {
    const users = new Map<string, string[]>();
    for (const file of readdirSync(journeys).filter((f) => f.endsWith('.ts'))) {
      for (const [literal] of readFileSync(join(journeys, file), 'utf8').matchAll(/'639\d{9}'/g)) {
        users.set(literal, [...(users.get(literal) ?? []), file]);
      }
    }
    expect(users.size).toBeGreaterThan(20);
    const shared = [...users].filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
  });
});
