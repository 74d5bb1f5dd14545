import { Hono, type MiddlewareHandler } from 'hono';
import { ovrCheckRules, ovrCreateRules, OVR_RULE_OPTIONS } from '@/domain/contracts/ordinance-violations';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { NotFoundError } from '../../http/http-errors';
import { document, resource } from '../../http/json-api';
import { parseRules } from '../../http/parse-rules';
import { readUploadedFile } from '../../http/read-uploaded-file';
import { OVR_MESSAGES as M } from './ovr.messages';
import type { OvrReceiptsService } from './ovr-receipts.service';

const BASE = '/v1/taxpayers/ordinance_violation_receipts';

/** The id path parameter; anything but a positive integer is simply not found. */
function receiptId(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw new NotFoundError(M.notFound);
  return Number(raw);
}

/**
 * The §7.3 ordinance violation receipt calls: `check/ovr` (the look-up), POST (the photo, which
 * bills the ticket), GET and PUT `{id}` (a receipt, a new photo) and `{id}/regenerate_soa`. All
 * need a signed-in taxpayer; the look-up and the sending count against the account's OVR limit
 * (`limit`, after the guard): each tries a number and a last name.
 */
export function ovrRoutes({
  receipts,
  guard,
  limit,
  bodyLimits,
}: {
  receipts: OvrReceiptsService;
  guard: MiddlewareHandler<AuthEnv>;
  limit: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
}) {
  const app = new Hono<AuthEnv>();

  app.get(`${BASE}/check/ovr`, guard, limit, async (c) => {
    const values = parseRules(ovrCheckRules, c.req.query(), OVR_RULE_OPTIONS);
    const found = await receipts.check(c.get('auth').taxpayerId, values.ovr_no, values.last_name);
    if (!found) return c.json(document(null));
    return c.json(document(resource('ordinance_violations', found.ticket.id, found.attributes)));
  });

  app.post(BASE, bodyLimits.upload, guard, limit, async (c) => {
    // The photo comes with the look-up's fields in one multipart form (`file` and the rest).
    const photo = await readUploadedFile(c);
    const values = parseRules(ovrCreateRules, await c.req.parseBody(), OVR_RULE_OPTIONS);
    const { resource: receipt, created } = await receipts.send(
      c.get('auth').taxpayerId,
      { ovrNo: values.ovr_no, lastName: values.last_name, statusId: Number(values.application_status_id) },
      photo,
    );
    return c.json({ ...document(receipt), message: created ? 'Created!' : 'Updated!' }, created ? 201 : 200);
  });

  app.get(`${BASE}/:id{[0-9]+}`, guard, async (c) => {
    const receipt = await receipts.read(c.get('auth').taxpayerId, receiptId(c.req.param('id')));
    return c.json(document(receipt));
  });

  app.put(`${BASE}/:id{[0-9]+}`, bodyLimits.upload, guard, async (c) => {
    const id = receiptId(c.req.param('id'));
    const receipt = await receipts.replacePhoto(c.get('auth').taxpayerId, id, await readUploadedFile(c));
    return c.json({ ...document(receipt), message: 'File Uploaded!' });
  });

  app.post(`${BASE}/:id{[0-9]+}/regenerate_soa`, bodyLimits.json, guard, async (c) => {
    const id = receiptId(c.req.param('id'));
    const receipt = await receipts.regenerateSoa(c.get('auth').taxpayerId, id);
    return c.json({ ...document(receipt), message: 'Action Successful!' });
  });

  return app;
}
