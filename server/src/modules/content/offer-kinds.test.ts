import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proceedSubPath } from '@/domain/transactions/transaction-routes';
import { systemModules } from '../../db/schema';
import { DEMO_MODULES } from '../../db/seed/demo-modules';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { allDefinitions, kindPageNames } from '../applications/application-definitions';
import { freeCertificate, paidClearance } from '../applications/engine-kinds-test-kit';
import { offerKinds } from './offer-kinds';

// Issue 26: a kind is its definition file. Select Transaction offers it even when the LGU's
// catalogue has no row for it, and Proceed opens its page even when §2.8's table has none.

interface Resource {
  id: string;
  attributes: Record<string, unknown> & { name: string };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ applicationKinds: [freeCertificate] });
});
afterAll(() => t.close());

const json = async <T>(path: string) => {
  t.cache.clear();
  const res = await t.app.request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const offered = () => json<{ data: Resource[] }>('/api/v1/taxpayers/module_systems');
const typesOf = async (moduleId: string) =>
  (await json<{ included: Resource[] }>(`/api/v1/taxpayers/module_systems/${moduleId}`)).included;

describe('Select Transaction offers every application kind', () => {
  it('lists each definition of the kinds folder with its type, and Proceed opens a page of the folder', async () => {
    const modules = (await offered()).data;
    const pages = new Set(kindPageNames());
    // What the seeded catalogue says of a module stays the LGU's word (EBPLS off, OP coming soon).
    const switchedOff = new Set(DEMO_MODULES.filter((m) => !m.isActive || m.isComingSoon).map((m) => m.name));
    const folder = allDefinitions().filter((d) => pages.has(d.route));
    expect(folder.length).toBeGreaterThan(0);
    for (const definition of folder) {
      const label = `${definition.moduleType} › ${definition.transactionType} (${definition.route}.ts)`;
      if (switchedOff.has(definition.moduleType)) continue;
      const module = modules.find((m) => m.attributes.name === definition.moduleType);
      expect(module, `${label}: its module is not in Select Transaction`).toBeDefined();
      const type = (await typesOf(module?.id ?? '')).find(
        (s) => s.attributes.name === definition.transactionType,
      );
      expect(type, `${label}: its transaction type is not offered`).toBeDefined();
      const subPath = type?.attributes.sub_path as string | null;
      expect(subPath, label).toBe(definition.route);
      const opens = proceedSubPath(
        definition.moduleType,
        definition.transactionType,
        { billingSource: 'API' },
        'current',
        subPath,
      );
      expect(pages.has(opens ?? ''), `${label}: Proceed opens ${String(opens)}`).toBe(true);
    }
  });

  it('adds a module and a type the catalogue lacks once, active and listed last, named as the definition says', async () => {
    expect(await offerKinds(t.database.db, [freeCertificate])).toEqual(['TESTFREE › NEW']);
    expect(await offerKinds(t.database.db, [freeCertificate])).toEqual([]);
    const modules = (await offered()).data;
    expect(modules.at(-1)?.attributes).toMatchObject({
      name: 'TESTFREE',
      description: 'Free Certificates',
      description_filipino: 'Mga Libreng Sertipiko',
      category: 'E-Services',
      is_active: true,
      is_coming_soon: false,
      other_information: 'document',
      photo: '/images/icons/document.svg',
    });
    const [type] = await typesOf(modules.at(-1)?.id ?? '');
    expect(type?.attributes).toMatchObject({
      name: 'NEW',
      description_filipino: 'Bago',
      sub_path: 'test-free-certificate',
    });
    // A second type of the same module joins it (the test kinds share none; one made here).
    const renewal = {
      ...freeCertificate,
      transactionType: 'RENEWAL',
      catalogue: { ...freeCertificate.catalogue, type: { fil: 'Pagpapanibago' } },
    };
    expect(await offerKinds(t.database.db, [renewal])).toEqual(['TESTFREE › RENEWAL']);
    expect((await typesOf(modules.at(-1)?.id ?? '')).map((s) => s.attributes.name)).toEqual([
      'NEW',
      'RENEWAL',
    ]);
  });

  it("leaves the LGU's switches alone: a module it turned off stays off", async () => {
    await offerKinds(t.database.db, [paidClearance]);
    await t.database.db
      .update(systemModules)
      .set({ isActive: false })
      .where(eq(systemModules.name, 'TESTPAID'));
    expect(await offerKinds(t.database.db, [paidClearance])).toEqual([]);
    expect((await offered()).data.map((m) => m.attributes.name)).not.toContain('TESTPAID');
    const [row] = await t.database.db.select().from(systemModules).where(eq(systemModules.name, 'TESTPAID'));
    expect(row?.isActive).toBe(false);
  });
});
