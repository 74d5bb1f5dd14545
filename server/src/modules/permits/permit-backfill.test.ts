import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSequences } from '../../db/documents-schema';
import { transactionHistories } from '../../db/payments-schema';
import { businessPermits, permitSequences } from '../../db/permits-schema';
import { filedApplication } from '../assessment/assessment-test-kit';
import { moveStatus } from '../applications/move-status';
import { releaseApplication as releasePermit } from '../staff-review/release-application';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';

// Migration 0023 moves the permits issued before issue 26 into issued_documents, and keeps issue
// 18's tables in step with the new ones while the release before still runs (an expand step).
const MIGRATION = readFileSync(
  new URL('../../db/migrations/0023_documents_fees.sql', import.meta.url),
  'utf8',
);
const backfill = MIGRATION.split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^--.*$/gm, '').trim())
  .filter((statement) => /^INSERT INTO "(issued_documents|document_sequences)"/.test(statement));

let t: PaymentsTestApp;
/** A payer's application paid and printed (set straight: the workflow's own moves are tested elsewhere). */
async function printed(payer: Awaited<ReturnType<PaymentsTestApp['payer']>>) {
  const app = await filedApplication(t, payer);
  await t.db
    .update(transactionHistories)
    .set({ status: 'FOR PRINTING' })
    .where(eq(transactionHistories.id, app.transactionId));
  return app;
}
/** What an instance of the release before writes when it releases a permit (issue 18's code). */
const oldRelease = (applicationId: number, number: string, code: string) =>
  t.db.insert(businessPermits).values({
    applicationId,
    permitNumber: number,
    verifyCode: code,
    validUntil: '2031-12-31',
    releasedByName: 'Ana Cruz',
    releasedBy: 'staff:3',
    releasedAt: new Date('2031-03-02T01:00:00Z'),
  });
const counter = async (table: 'old' | 'new', series: string, year: number) => {
  const [row] =
    table === 'old'
      ? await t.db
          .select({ last: permitSequences.last })
          .from(permitSequences)
          .where(and(eq(permitSequences.kind, series), eq(permitSequences.year, year)))
      : await t.db
          .select({ last: documentSequences.last })
          .from(documentSequences)
          .where(and(eq(documentSequences.series, series), eq(documentSequences.year, year)));
  return row?.last;
};
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

describe('migration 0023', () => {
  it('keeps the verification codes of permits issued before it, and their numbers counting on', async () => {
    expect(backfill).toHaveLength(2);
    const payer = await t.payer();
    const app = await printed(payer);
    // Issue 18's rows as they were before the migration: written with its triggers off.
    await t.db.execute(sql`alter table business_permits disable trigger user`);
    await t.db.execute(sql`alter table permit_sequences disable trigger user`);
    await oldRelease(app.id, 'BP-2031-000041', 'OLDCODE0123456789abc');
    await t.db.execute(sql`insert into permit_sequences values ('PERMIT', 2031, 41), ('SOA', 2031, 57)`);
    await t.db.execute(sql`alter table business_permits enable trigger user`);
    await t.db.execute(sql`alter table permit_sequences enable trigger user`);
    for (const statement of backfill) await t.db.execute(sql.raw(statement));
    await moveStatus(t.db, { applicationId: app.id, to: 'RELEASED', actor: 'staff:3' }, t.clock.now());

    // The old code verifies on both paths, with the business named from the application.
    const old = await t.request('GET', '/api/v1/permits/verify/OLDCODE0123456789abc');
    expect(await old.json()).toMatchObject({
      data: { business_name: "ALING NENA'S SARI-SARI STORE", permit_number: 'BP-2031-000041' },
    });
    const verified = await t.request('GET', '/api/v1/documents/verify/OLDCODE0123456789abc');
    expect(await verified.json()).toMatchObject({
      data: { kind: 'business-permit', number: 'BP-2031-000041', valid_until: '2031-12-31' },
    });
    // Its owner still downloads it, printed from the answers it was released with.
    const pdf = await t.request('GET', `/api/v1/taxpayers/applications/${String(app.id)}/permit`, payer.auth);
    expect(pdf.status).toBe(200);
    expect(await counter('new', 'PERMIT', 2031)).toBe(41);
    expect(await counter('new', 'SOA', 2031)).toBe(57);
  });
});

describe('while instances of the release before still run (0023’s triggers)', () => {
  it('verifies a permit an old instance releases, and counts the number it took', async () => {
    const app = await printed(await t.payer());
    // The old instance takes number 7 of 2032 from its counter, then stores the permit.
    await t.db.execute(sql`insert into permit_sequences values ('PERMIT', 2032, 7)`);
    await oldRelease(app.id, 'BP-2032-000007', 'OLDINSTANCE456789abc');
    expect(await counter('new', 'PERMIT', 2032)).toBe(7);
    const verified = await t.request('GET', '/api/v1/documents/verify/OLDINSTANCE456789abc');
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({
      data: { kind: 'business-permit', number: 'BP-2032-000007' },
    });
  });

  it('writes this release’s permits and numbers where the old instances read them', async () => {
    const year = new Date(t.clock.now().getTime() + 8 * 3_600_000).getUTCFullYear();
    // The old counter is ahead (an old instance numbered last): this release goes on after it.
    await t.db.execute(sql`insert into permit_sequences values ('PERMIT', ${year}, 41)`);
    const app = await printed(await t.payer());
    const permit = await releasePermit(
      t.db,
      t.services.documents,
      app.id,
      { id: 3, name: 'Ana Cruz' },
      t.clock.now(),
    );
    expect(permit?.number).toBe(`BP-${String(year)}-000042`);
    // The old instances number after it, and find it by its code as issue 18's code does.
    expect(await counter('old', 'PERMIT', year)).toBe(42);
    const [kept] = await t.db.select().from(businessPermits).where(eq(businessPermits.applicationId, app.id));
    expect(kept).toMatchObject({
      permitNumber: permit?.number,
      verifyCode: permit?.verifyCode,
      releasedByName: 'Ana Cruz',
      releasedBy: 'staff:3',
    });
  });
});
