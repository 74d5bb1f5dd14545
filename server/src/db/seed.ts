import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import {
  applicationStatuses,
  barangays,
  citizenships,
  cmsEntries,
  lineBusinesses,
  miscellaneousFees,
  natureBusinesses,
  offices,
  organizationTypes,
  places,
  settings,
  sitePages,
  siteServices,
  systemModules,
} from './schema';
import { btaxBills } from './billing-schema';
import { demoBtaxBills } from './seed/demo-btax-bills';
import { seedNovNotices } from './seed/demo-nov';
import { seedOvrTickets } from './seed/demo-ovr';
import { seedDemoNews } from './seed/demo-news';
import { DEMO_CMS, DEMO_SITE_SERVICES } from './seed/demo-content';
import {
  DEMO_BARANGAYS,
  DEMO_CITIZENSHIPS,
  DEMO_LINE_BUSINESSES,
  DEMO_MUNICIPALITY_CODE,
  DEMO_OFFICES,
  DEMO_ORGANIZATION_TYPES,
} from './seed/demo-lookups';
import { DEMO_MODULES } from './seed/demo-modules';
import {
  DEMO_CMS_FILIPINO,
  DEMO_PAGES_FILIPINO,
  DEMO_SITE_SERVICES_FILIPINO,
} from './seed/demo-content-filipino';
import { DEMO_PAGES } from './seed/demo-pages';
import { seedRptRoll } from './seed/demo-rpt';
import { seedAppointmentSchedules } from './seed/demo-appointments';
import { seedDemoSoas } from './seed/demo-soa';
import { DEMO_CITY, PSGC_SAMPLE, RETIRED_DEMO_PLACE_CODES } from './seed/demo-places';

const SEED_MARK = 'seeded_demo_at';

/**
 * Seeds the demo LGU once. A marker row makes a second start a no-op, and every insert also
 * skips rows that already exist, so an interrupted first seed (one transaction) cannot double up.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  let seeded = false;
  for (const [mark, step] of [
    [SEED_MARK, seedCatalogue],
    // Was 'seeded_places_at' (made-up codes): this one moves older installs onto PSGC codes.
    ['seeded_psgc_places_at', seedPlaces],
    ['seeded_btax_bills_at', seedBtaxBills],
    ['seeded_rpt_roll_at', seedRptRoll],
    ['seeded_demo_soas_at', seedDemoSoas],
    ['seeded_nov_notices_at', seedNovNotices],
    ['seeded_ovr_tickets_at', seedOvrTickets],
    ['seeded_demo_news_at', seedDemoNews],
    ['seeded_appointment_schedules_at', seedAppointmentSchedules],
  ] as const) {
    const [done] = await db.select().from(settings).where(eq(settings.key, mark));
    if (done) continue;
    // Each step is one transaction ending with its marker: later steps reach existing installs.
    await db.transaction(async (tx) => {
      await step(tx);
      await tx.insert(settings).values({ key: mark, value: new Date().toISOString() });
    });
    seeded = true;
  }
  return seeded;
}

/** Demo business tax bills for every flavour and case (README, "Demo data"). */
async function seedBtaxBills(tx: Tx) {
  await tx.insert(btaxBills).values(demoBtaxBills(new Date())).onConflictDoNothing();
}

/** A sample of the PSGC and the demo city in it; the portal's start imports the whole PSGC. */
async function seedPlaces(tx: Tx) {
  await tx
    .insert(places)
    .values([...PSGC_SAMPLE, DEMO_CITY])
    .onConflictDoUpdate({ target: places.code, set: { parentCode: sql`excluded.parent_code` } });
  await tx
    .update(places)
    .set({ listed: false })
    .where(inArray(places.code, [...RETIRED_DEMO_PLACE_CODES]));
}

async function seedCatalogue(tx: Tx) {
  {
    await tx
      .insert(cmsEntries)
      .values(
        Object.entries(DEMO_CMS).map(([type, body]) => {
          const filipino = DEMO_CMS_FILIPINO[type];
          return { type, body: JSON.stringify(body), bodyFil: filipino ? JSON.stringify(filipino) : null };
        }),
      )
      .onConflictDoNothing();
    await tx
      .insert(systemModules)
      .values(
        DEMO_MODULES.map((m, i) => ({
          id: m.id,
          name: m.name,
          description: m.description,
          descriptionFilipino: m.descriptionFilipino,
          category: m.category,
          isActive: m.isActive,
          isComingSoon: m.isComingSoon,
          otherInformation: m.icon,
          photo: `/images/icons/${m.icon}.svg`,
          cmsCode: m.cmsCode,
          sequence: i + 1,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(applicationStatuses)
      .values(
        DEMO_MODULES.flatMap((m) =>
          m.statuses.map(([id, name, filipino, amount], i) => ({
            id,
            systemModuleId: m.id,
            name,
            descriptionFilipino: filipino,
            amount: amount ?? 0,
            sequence: i + 1,
          })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(siteServices)
      .values(
        DEMO_SITE_SERVICES.map(([name, cmsCode, description], i) => ({
          name,
          cmsCode,
          description,
          descriptionFil: DEMO_SITE_SERVICES_FILIPINO[name] ?? null,
          photo: `/images/services/${cmsCode.toLowerCase().replaceAll('_', '-')}.svg`,
          sequence: i + 1,
          status: 1,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(sitePages)
      .values(
        DEMO_PAGES.map((p) => {
          const filipino = DEMO_PAGES_FILIPINO[p.slug];
          return {
            slug: p.slug,
            title: p.title,
            body: JSON.stringify(p.sections),
            titleFil: filipino?.title ?? null,
            bodyFil: filipino ? JSON.stringify(filipino.sections) : null,
          };
        }),
      )
      .onConflictDoNothing();
    await tx
      .insert(barangays)
      .values(
        DEMO_BARANGAYS.map(([code, name]) => ({ code, name, municipalityCode: DEMO_MUNICIPALITY_CODE })),
      )
      .onConflictDoNothing();
    await tx
      .insert(organizationTypes)
      .values(DEMO_ORGANIZATION_TYPES.map((name) => ({ name })))
      .onConflictDoNothing();
    await tx
      .insert(citizenships)
      .values(DEMO_CITIZENSHIPS.map(([code, name]) => ({ code, name })))
      .onConflictDoNothing();
    await seedOffices(tx);
    await seedLineBusinesses(tx);
    await tx.insert(settings).values({ key: 'billing_import', value: 'API' }).onConflictDoNothing();
    // Explicit ids were inserted above; move the sequences past them for later inserts.
    for (const table of ['system_modules', 'application_statuses']) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
      );
    }
  }
}

async function seedOffices(db: Db) {
  const miscModule = DEMO_MODULES.find((m) => m.name === 'MISC');
  for (const [name, fees] of DEMO_OFFICES) {
    await db.insert(offices).values({ name }).onConflictDoNothing();
    const [office] = await db.select().from(offices).where(eq(offices.name, name));
    if (!office) continue;
    await db
      .insert(miscellaneousFees)
      .values(
        fees.map(([accountTitle, feeName, amount]) => ({
          officeId: office.id,
          systemModuleId: miscModule?.id,
          applicationStatusId: miscModule?.statuses[0]?.[0],
          accountTitle,
          name: feeName,
          amount,
        })),
      )
      .onConflictDoNothing();
  }
}

async function seedLineBusinesses(db: Db) {
  for (const [name, natures] of DEMO_LINE_BUSINESSES) {
    await db.insert(lineBusinesses).values({ name }).onConflictDoNothing();
    const [line] = await db.select().from(lineBusinesses).where(eq(lineBusinesses.name, name));
    if (!line) continue;
    await db
      .insert(natureBusinesses)
      .values(natures.map((n) => ({ lineBusinessId: line.id, name: n })))
      .onConflictDoNothing();
  }
}
