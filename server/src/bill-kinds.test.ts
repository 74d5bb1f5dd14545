import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillKind } from './billing/bill-kind';
import { tooManyLookups } from './billing/lookup-limit';
import { translateMessage } from './http/i18n/translate-message';
import { createTestApp, type TestApp } from './testing/test-app';

const modules = fileURLToPath(new URL('./modules', import.meta.url));

/** Every `<kind>-bill-kind.ts` of the modules, and the bill kinds it declares (exported objects). */
async function declaredKinds(): Promise<{ file: string; subjectKind: string }[]> {
  const files = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('-bill-kind.ts'),
  );
  const declared = await Promise.all(
    files.map(async (file) => {
      const exported = Object.values((await import(join(modules, file))) as Record<string, unknown>);
      return exported
        .filter((value): value is BillKind => typeof (value as BillKind | null)?.subjectKind === 'string')
        .map((kind) => ({ file, subjectKind: kind.subjectKind }));
    }),
  );
  return declared.flat();
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the bill kinds the portal is composed with', () => {
  it('say a refused look-up in Filipino too, one second or several', () => {
    const limited = t.services.billing.all().flatMap((kind) => (kind.lookupLimit ? [kind.lookupLimit] : []));
    expect(limited.length).toBeGreaterThanOrEqual(4);
    for (const lookupLimit of limited) {
      const { what } = lookupLimit({ BTAX_LOOKUPS_PER_MINUTE: 30 });
      for (const wait of [1, 7]) {
        const english = tooManyLookups(what, wait);
        expect(translateMessage(english, 'fil'), english).not.toBe(english);
      }
    }
  });

  it('hold every bill kind a module declares, once', async () => {
    const declared = await declaredKinds();
    // Business tax, RPT, NOV, the office's SOA, the fee, a filed application and its SOA at least.
    expect(declared.length).toBeGreaterThanOrEqual(7);
    const composed = t.services.billing.all().map((k) => k.subjectKind);
    expect([...composed].sort()).toEqual(declared.map((d) => d.subjectKind).sort());
  });

  it('give every kind a look-up or billing of its own a lock of its own', () => {
    const kinds = t.services.billing.all();
    const billed = kinds.filter((k) => k.transactionTypes !== undefined || k.lookupLimit !== undefined);
    expect(billed.length).toBeGreaterThanOrEqual(4);
    for (const kind of billed) expect(kind.lockKey, kind.subjectKind).toBeDefined();
    const keys = kinds.flatMap((k) => (k.lockKey === undefined ? [] : [k.lockKey]));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('hand the operator every kind’s imports, each code once', () => {
    const codes = t.services.billing.imports().map((i) => i.code);
    expect(codes).toEqual(
      expect.arrayContaining(['btax-api', 'btax-csv', 'btax-manual', 'rpt', 'soa', 'nov']),
    );
    expect(new Set(codes).size).toBe(codes.length);
  });
});
