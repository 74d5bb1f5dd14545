import { Hono } from 'hono';
import { BUSINESS_ID_FIELD } from '@/domain/applications/business-permit-contracts';
import type { AuthEnv } from '../../http/auth-guard';
import { ConflictError } from '../../http/http-errors';
import { readJson } from '../../http/read-json';
import { applicationBilling } from '../assessment/application-billing';
import { applicationDocument } from '../applications/application-document';
import { applicationIdOf } from '../applications/application-id-of';
import { knownDefinition } from '../applications/known-definition';
import { checkQuarter, quarterInquiry } from './inquiries';
import { ownBusiness } from './business-subject';
import { PERMIT_APPLICATION_TYPE } from './permit-paths.routes';
import { ownApplication } from '../applications/own-application';
import { regeneratedSoa } from '../assessment/regenerated-soa';
import type { BplsAdapterDeps } from './temp-bpls.routes';
import { expireIfDue } from '../assessment/soa-expire-due';
import { BUSINESS_PERMITS_MESSAGES } from './business-permits.messages';

const EBPLS = '/v1/ebpls/taxpayer/applications';
export const VERIFIED_MESSAGE = 'Successfully Verified';

const PAYABLE = ['WAITING FOR PAYMENT', 'PAYMENT FAILED'];

/**
 * eBPLS (§7.5 `ebpls/taxpayer/applications/…`): thin adapters onto the BPLS engine. Choosing a
 * quarter files a QUARTERLY application for the business (application_quarterly), verify checks
 * a quarter as the filing would ('Successfully Verified'), generate_soa is the current SOA or B's
 * regenerate_soa for an expired one, generate_permits is the released permit.
 */
export function ebplsRoutes(deps: BplsAdapterDeps) {
  const { applications, db, now, guard, bodyLimits } = deps;
  const app = new Hono<AuthEnv>();
  const { json } = bodyLimits;
  const quarterly = knownDefinition('e2e-business-permit-quarterly');

  app.get(`${EBPLS}/verify/select_quarter`, guard, async (c) => {
    const taxpayerId = c.get('auth').taxpayerId;
    const business = await ownBusiness(applications, taxpayerId, c.req.query(BUSINESS_ID_FIELD));
    const quarter = c.req.query('quarter');
    await applications.validate(quarterly, { quarter }, ['quarter']);
    checkQuarter(business, quarter, now());
    return c.json({
      data: { business_id: business.id, ...quarterInquiry(business, now()) },
      message: VERIFIED_MESSAGE,
    });
  });

  app.post(`${EBPLS}/select_quarter`, json, guard, async (c) => {
    const body = await readJson(c);
    const filed = await applications.submit(c.get('auth').taxpayerId, quarterly, body);
    const doc = applicationDocument(
      filed.application,
      filed.transaction.referenceNumber,
      filed.transaction.status,
      PERMIT_APPLICATION_TYPE,
    );
    return c.json({ ...doc, message: 'Created!' }, 201);
  });

  // transaction/{id}/select_quarter is BPLS transactions/{id}/select_quarter (inquiries.routes.ts).

  app.post(`${EBPLS}/:id/generate_soa`, json, guard, async (c) => {
    const taxpayerId = c.get('auth').taxpayerId;
    const id = applicationIdOf(c.req.param('id'));
    const own = await ownApplication(db, taxpayerId, id);
    // The repeat job may not have seen it yet: an SOA past its last day is expired now.
    const expired =
      PAYABLE.includes(own.status) && (await db.transaction((tx) => expireIfDue(tx, id, now())));
    const status = expired ? 'EXPIRED SOA' : own.status;
    if (status === 'EXPIRED SOA') return c.json(await regeneratedSoa(deps, taxpayerId, id));
    const { soa } = await applicationBilling(db, id, now());
    // After a failed payment the same SOA is paid again (the workflow table's PAYMENT FAILED).
    if (!PAYABLE.includes(status) || !soa) throw new ConflictError(BUSINESS_PERMITS_MESSAGES.noSoa);
    return c.json({ data: { status, soa } });
  });

  app.post(`${EBPLS}/transaction/:id/generate_permits`, json, guard, async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    const { status } = await ownApplication(db, c.get('auth').taxpayerId, id);
    const { permit } = await applicationBilling(db, id, now());
    if (status !== 'RELEASED' || !permit) throw new ConflictError(BUSINESS_PERMITS_MESSAGES.noPermitYet);
    return c.json({ data: { status, permit, url: `/api/v1/taxpayers/applications/${String(id)}/permit` } });
  });

  return app;
}
