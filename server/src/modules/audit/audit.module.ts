import type { Infrastructure } from '../../infrastructure';
import { createAuditLog } from './audit-log';
import { createAuditTrail } from './audit-trail.service';
import { auditRoutes } from './audit.routes';
import { createSignInHistory } from './sign-in-history.service';

/** The audit log other modules write to, and its viewer's API (issue 28). */
export function createAuditModule(infra: Infrastructure) {
  const log = createAuditLog(infra);
  const routes = auditRoutes({ trail: createAuditTrail(infra), signIns: createSignInHistory(infra) });
  return { log, routes };
}
