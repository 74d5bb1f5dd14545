import { eq } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { applications } from '../db/applications-schema';
import type { Db } from '../db/client';
import type { BodyLimits } from '../http/body-limits';
import { NotFoundError } from '../http/http-errors';
import type { ServerMessage } from '../http/i18n/server-messages';
import { readJson } from '../http/read-json';
import { DOCUMENTS_MESSAGES } from './documents.messages';
import type { DocumentsService } from './documents.service';

/** What a staff guard leaves on the request: the signed-in member (the staff module's). */
type StaffVariables = { Variables: { staff: { id: number } } };

/** An id from a path: at most nine digits (a larger number would overflow the integer id). */
const idOf = (value: string, message: ServerMessage) => {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw new NotFoundError(message);
  return Number(value);
};

/**
 * The document service's paths (docs/documents.md): the public verification every QR code opens,
 * and staff's list, print and reprint of an application's documents.
 */
export function documentsRoutes(deps: {
  db: Db;
  documents: DocumentsService;
  bodyLimits: BodyLimits;
  /** The staff guards (the staff module's requireStaff with the permission each path declares). */
  guards: {
    /** An application's documents (who may open the application: applications.view). */
    list: MiddlewareHandler;
    /** Printing and reprinting (documents.print). */
    print: MiddlewareHandler;
  };
  /** A per-address budget on the public verification. */
  verifyLimit: MiddlewareHandler;
}) {
  const { db, documents, bodyLimits, guards } = deps;
  const app = new Hono<StaffVariables>();

  app.get('/v1/documents/verify/:code', deps.verifyLimit, async (c) =>
    c.json({ data: await documents.verify(c.req.param('code')) }, 200, { 'Cache-Control': 'no-store' }),
  );

  app.get('/v1/staff/applications/:id/documents', guards.list, async (c) => {
    const id = idOf(c.req.param('id'), DOCUMENTS_MESSAGES.applicationNotFound);
    const [application] = await db
      .select({ transactionId: applications.transactionId })
      .from(applications)
      .where(eq(applications.id, id));
    if (!application) throw new NotFoundError(DOCUMENTS_MESSAGES.applicationNotFound);
    const rows = await documents.forOwner({ applicationId: id, transactionId: application.transactionId });
    return c.json({
      data: rows.map(({ document, prints }) => ({
        id: document.id,
        kind: document.kind,
        title: documents.registry.entry(document.kind).title,
        number: document.number,
        valid_until: document.validUntil,
        issued_at: document.issuedAt.toISOString(),
        prints,
      })),
    });
  });

  // A POST, not a GET: each print is audited, and a reprint carries its reason.
  app.post('/v1/staff/documents/:id/print', bodyLimits.json, guards.print, async (c) => {
    const id = idOf(c.req.param('id'), DOCUMENTS_MESSAGES.notFound);
    const body = await readJson(c);
    const { pdf, fileName } = await documents.print(id, `staff:${String(c.get('staff').id)}`, body.reason);
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  });

  return app;
}
