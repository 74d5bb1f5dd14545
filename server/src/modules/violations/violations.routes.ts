import { Hono, type MiddlewareHandler } from 'hono';
import {
  NOV_RULE_OPTIONS,
  normalizeNovNo,
  novCreateRules,
  novInquiryRules,
} from '@/domain/contracts/violations';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import { document, resource } from '../../http/json-api';
import { parseRules } from '../../http/parse-rules';
import { readJson } from '../../http/read-json';
import { novAttributes } from './nov-attributes';
import type { ViolationsService } from './violations.service';

const TYPE = 'notice_of_violations';

/**
 * The §7.3 notice of violation calls: the inquiry (`qpax_inquiry`, NOV/search_billing) and the
 * billing (`notice_of_violations`, NOV/create_nov). Both need a signed-in taxpayer and count
 * against the account's look-up limit (`limit`, after the guard): each tries a number and PIN.
 */
export function violationsRoutes({
  violations,
  guard,
  limit,
  bodyLimits,
}: {
  violations: ViolationsService;
  guard: MiddlewareHandler<AuthEnv>;
  limit: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
}) {
  const app = new Hono<AuthEnv>();
  const { json } = bodyLimits;

  app.post('/v1/qpax_inquiry', json, guard, limit, async (c) => {
    const values = parseRules(novInquiryRules, await readJson(c), NOV_RULE_OPTIONS);
    // The PIN is compared as given (trimmed): it is a secret, not payload text to upper-case.
    const notice = await violations.inquire(normalizeNovNo(values.nov_no), values.pin);
    if (!notice) return c.json(document(null));
    // Whether another payer is paying this notice right now (issue 25): said before Pay.
    const being_paid = await violations.beingPaid(notice.id, c.get('auth').taxpayerId);
    return c.json(document(resource(TYPE, notice.id, { ...novAttributes(notice), being_paid })));
  });

  app.post('/v1/taxpayers/notice_of_violations', json, guard, limit, async (c) => {
    const values = parseRules(novCreateRules, await readJson(c), NOV_RULE_OPTIONS);
    const { notice, transactionId } = await violations.createBilling(
      normalizeNovNo(values.nov_no),
      values.pin,
      {
        taxpayerId: c.get('auth').taxpayerId,
        applicationStatusId: Number(values.application_status_id),
        validIdToPresent: values.valid_id_to_present,
      },
    );
    const created = resource(TYPE, notice.id, novAttributes(notice), {
      transaction_history: { data: { type: 'transaction_histories', id: String(transactionId) } },
    });
    return c.json({ ...document(created), message: 'Created!' }, 201);
  });

  return app;
}
