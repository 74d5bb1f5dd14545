import { Hono } from 'hono';
import type { Db } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import { readJson } from '../../http/read-json';
import { requireStaff, type StaffEnv } from '../staff/require-staff';
import type { AbstractService } from './abstract.service';
import { manilaDay } from './collection-channels';
import { collectionsOfMonth } from './collections-month';
import type { SettlementReconciliation } from './settlement-reconciliation.service';
import { settlementResource } from './treasury-resources';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The treasury's reports (issue 28; docs/api-staff.md): a month's collections by day (the chart),
 * the Abstract of Collections of a day and collector as a printed PDF and as XLSX, and the day's
 * reconciliation against the gateway's settlement report.
 */
export function treasuryReportsRoutes(d: {
  db: Db;
  abstracts: AbstractService;
  settlement: SettlementReconciliation;
  bodyLimits: BodyLimits;
  now: () => Date;
}) {
  const app = new Hono<StaffEnv>();
  const dayOf = (raw: string | undefined) => raw?.trim() || manilaDay(d.now());
  const report = requireStaff('treasury.report');

  app.get('/v1/staff/treasury/collections/month', report, async (c) => {
    const month = c.req.query('month')?.trim() || manilaDay(d.now()).slice(0, 7);
    return c.json({ data: { month, days: await collectionsOfMonth(d.db, month) } });
  });

  // A POST, not a GET: each print is audited, and printing the same Abstract again carries its reason.
  app.post('/v1/staff/treasury/abstract/print', d.bodyLimits.json, report, async (c) => {
    const body = await readJson(c);
    const { pdf, fileName } = await d.abstracts.print(
      c.get('staff'),
      dayOf(text(body.date)),
      text(body.collector),
      body.reason,
    );
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.get('/v1/staff/treasury/abstract/xlsx', report, async (c) => {
    const { bytes, fileName } = await d.abstracts.xlsx(
      c.get('staff'),
      dayOf(c.req.query('date')),
      c.req.query('collector'),
    );
    return c.body(bytes, 200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.get('/v1/staff/treasury/settlement', requireStaff('treasury.reconcile'), async (c) =>
    c.json({ data: settlementResource(await d.settlement.day(dayOf(c.req.query('date')))) }),
  );
  return app;
}
