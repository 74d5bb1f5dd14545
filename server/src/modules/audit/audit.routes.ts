import { Hono } from 'hono';
import { pagination } from '../../http/json-api';
import { pageParam } from '../../http/page-param';
import { requireStaff, type StaffEnv } from '../staff/require-staff';
import { AUDIT_PAGE_SIZE, type AuditTrail } from './audit-trail.service';
import { SIGN_INS_PAGE_SIZE, type createSignInHistory } from './sign-in-history.service';

/** The kind of actor a raw actor string names, for the viewer's wording. */
const kindOf = (actor: string) => /^(staff|taxpayer|operator)\b/.exec(actor)?.[1] ?? 'system';

/**
 * The audit viewer's API (docs/api-staff.md): GET /v1/staff/audit (?actor=&action=&from=&to=&page=)
 * with names instead of ids, and GET /v1/staff/sign_ins (?staff_id=&outcome=&from=&to=&page=).
 */
export function auditRoutes(d: { trail: AuditTrail; signIns: ReturnType<typeof createSignInHistory> }) {
  const app = new Hono<StaffEnv>();
  const viewer = requireStaff('audit.view');

  app.get('/v1/staff/audit', viewer, async (c) => {
    const q = c.req.query();
    const page = pageParam(q.page);
    const [{ rows, total }, actions] = await Promise.all([
      d.trail.list({ actor: q.actor, action: q.action, from: q.from, to: q.to }, page),
      d.trail.actions(),
    ]);
    return c.json({
      data: rows.map((r) => ({
        id: `${r.source}:${r.id}`,
        actor: r.actor,
        actor_kind: kindOf(r.actor),
        actor_name: r.actorName,
        action: r.action,
        subject: r.subject,
        subject_name: r.subjectName,
        detail: r.detail,
        at: r.createdAt.toISOString(),
      })),
      meta: { actions, pagination: pagination(total, rows.length, AUDIT_PAGE_SIZE, page) },
    });
  });

  app.get('/v1/staff/sign_ins', viewer, async (c) => {
    const q = c.req.query();
    const page = pageParam(q.page);
    const staffId = /^[1-9]\d{0,8}$/.test(q.staff_id ?? '') ? Number(q.staff_id) : undefined;
    const { rows, total } = await d.signIns.list(
      { staffId, outcome: q.outcome, from: q.from, to: q.to },
      page,
    );
    return c.json({
      data: rows.map((r) => ({
        id: r.id,
        staff_id: r.staffId,
        name: r.name,
        username: r.username,
        outcome: r.outcome,
        address: r.address,
        user_agent: r.userAgent,
        at: r.createdAt.toISOString(),
      })),
      meta: { pagination: pagination(total, rows.length, SIGN_INS_PAGE_SIZE, page) },
    });
  });
  return app;
}
