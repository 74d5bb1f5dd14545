import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSequences } from '../../db/documents-schema';
import { transactionHistories } from '../../db/payments-schema';
import { filedApplication } from '../assessment/assessment-test-kit';
import { moveStatus } from '../applications/move-status';
import { releaseApplication as releasePermit } from '../staff-review/release-application';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';

// Migration 0019 moves the permits issued before issue 26 into issued_documents. Replayed here on
// a database that has them in issue 18's tables (made again as 0018 made them).
const MIGRATION = readFileSync(
  new URL('../../db/migrations/0019_documents_fees.sql', import.meta.url),
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
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

describe('migration 0019', () => {
  it('keeps the verification codes of permits issued before it, and their numbers counting on', async () => {
    expect(backfill).toHaveLength(2);
    const payer = await t.payer();
    const app = await printed(payer);
    await t.db.execute(sql`
      create table business_permits (
        id serial primary key, application_id integer not null, permit_number text not null,
        verify_code text not null, valid_until date not null, released_by_name text not null,
        released_by text not null, released_at timestamptz not null)`);
    await t.db.execute(sql`create table permit_sequences (kind text, year integer, last integer)`);
    await t.db.execute(sql`
      insert into business_permits (application_id, permit_number, verify_code, valid_until, released_by_name, released_by, released_at)
      values (${app.id}, 'BP-2031-000041', 'OLDCODE0123456789abc', '2031-12-31', 'Ana Cruz', 'staff:3', '2031-03-02T09:00:00+08:00')`);
    await t.db.execute(sql`insert into permit_sequences values ('PERMIT', 2031, 41), ('SOA', 2031, 57)`);
    for (const statement of backfill) await t.db.execute(sql.raw(statement));
    await t.db.execute(sql`drop table business_permits, permit_sequences`);
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
    const rows = await t.db
      .select({ series: documentSequences.series, last: documentSequences.last })
      .from(documentSequences)
      .where(eq(documentSequences.year, 2031))
      .orderBy(documentSequences.series);
    expect(rows).toEqual([
      { series: 'PERMIT', last: 41 },
      { series: 'SOA', last: 57 },
    ]);
  });

  it('numbers the next permit after the last one issued before it', async () => {
    const year = new Date(t.clock.now().getTime() + 8 * 3_600_000).getUTCFullYear();
    await t.db.execute(sql`insert into document_sequences values ('PERMIT', ${year}, 41)`);
    const app = await printed(await t.payer());
    const permit = await releasePermit(
      t.db,
      t.services.documents,
      app.id,
      { id: 3, name: 'Ana Cruz' },
      t.clock.now(),
    );
    expect(permit?.number).toBe(`BP-${String(year)}-000042`);
  });
});
