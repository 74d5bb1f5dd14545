import { and, eq } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { type DocumentsService, verifyPath } from '../../documents/documents.service';
import { transactionHistories } from '../../db/payments-schema';
import type { AuthEnv } from '../../http/auth-guard';
import { NotFoundError } from '../../http/http-errors';
import { applicationBilling } from '../assessment/application-billing';
import { applicationIdOf } from '../applications/application-id-of';
import type { PermitsService } from './permits.service';
import { APPLICATIONS_MESSAGES } from '../applications/applications.messages';

/**
 * Issue 18's permit paths: the transaction page's SOA and permit, the taxpayer's permit and SOA PDFs, and
 * the public verification by code. (The assessment, regenerate_soa and release moved to their
 * modules: assessment/, staff-review/.)
 */
export function permitsRoutes(deps: {
  db: Db;
  now: () => Date;
  permits: PermitsService;
  /** The document entries: what a released document is called, and its file's name. */
  documents: Pick<DocumentsService, 'registry'>;
  guard: MiddlewareHandler<AuthEnv>;
  publicUrl: string;
  /** A per-address budget on the public verification by code. */
  verifyLimit: MiddlewareHandler;
}) {
  const { db, now, permits, guard } = deps;
  const app = new Hono<AuthEnv>();

  // The transaction page's part for an application: its SOA and permit (designed; docs/fee-schedule.md).
  app.get('/v1/taxpayers/transaction_histories/:id/application_billing', guard, async (c) => {
    const transactionId = applicationIdOf(c.req.param('id'));
    const [row] = await db
      .select({ id: applications.id, status: transactionHistories.status })
      .from(applications)
      .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
      .where(
        and(
          eq(applications.transactionId, transactionId),
          eq(applications.taxpayerId, c.get('auth').taxpayerId),
        ),
      );
    if (!row) throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
    const { soa, permit } = await applicationBilling(db, row.id, now());
    const released = permit && row.status === 'RELEASED';
    const entry = permit && deps.documents.registry.find(permit.kind);
    return c.json({
      data: {
        application_id: row.id,
        status: row.status,
        soa: soa ? { ...soa, download_url: `/api/v1/taxpayers/applications/${row.id}/soa` } : null,
        can_regenerate_soa:
          row.status === 'EXPIRED SOA' ||
          (['WAITING FOR PAYMENT', 'PAYMENT FAILED'].includes(row.status) && soa?.status === 'EXPIRED SOA'),
        permit: released
          ? {
              number: permit.number,
              valid_until: permit.valid_until,
              verify_url: `${deps.publicUrl}${verifyPath(permit.verify_code)}`,
              download_url: `/api/v1/taxpayers/applications/${row.id}/document`,
              // The entry's words (a permit, a clearance): the page names the document so.
              title: entry?.title ?? null,
              noun: entry?.noun ?? null,
              file_name: entry?.fileName.replace('{number}', permit.number) ?? `${permit.number}.pdf`,
            }
          : null,
      },
    });
  });

  const sendPdf = (c: Context, { pdf, fileName }: { pdf: Uint8Array<ArrayBuffer>; fileName: string }) =>
    c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    });

  // The document the application's release issued, whatever its kind; `permit` is issue 18's path.
  for (const path of ['/v1/taxpayers/applications/:id/document', '/v1/taxpayers/applications/:id/permit']) {
    app.get(path, guard, async (c) =>
      sendPdf(c, await permits.pdf(c.get('auth').taxpayerId, applicationIdOf(c.req.param('id')))),
    );
  }

  // The current statement of account as a PDF, with its QR code (issue 26).
  app.get('/v1/taxpayers/applications/:id/soa', guard, async (c) =>
    sendPdf(c, await permits.soaPdf(c.get('auth').taxpayerId, applicationIdOf(c.req.param('id')))),
  );

  // Public: what the permit's QR code opens asks this; nothing private in the answer.
  app.get('/v1/permits/verify/:code', deps.verifyLimit, async (c) => {
    return c.json({ data: await permits.verify(c.req.param('code')) }, 200, { 'Cache-Control': 'no-store' });
  });

  return app;
}
