import { lookupLimit } from '../../billing/lookup-limit';
import type { Infrastructure } from '../../infrastructure';
import type { UploadsService } from '../accounts/uploads.service';
import { createFeePayment } from './create-fee-payment';
import { miscFeesRoutes } from './misc-fees.routes';
import { soaBillKind } from './soa-bill-kind';
import { createSoaService } from './soa.service';

/** Miscellaneous fee payments and statements of account (§2.13, §7.3): services and routes. */
export function createMiscFeesModule(
  infra: Infrastructure,
  { uploads }: { uploads: Pick<UploadsService, 'reference'> },
) {
  const soa = createSoaService({ db: infra.db, now: infra.now, publicUrl: infra.publicUrl });
  const payFee = (taxpayerId: number, body: Record<string, unknown>) =>
    createFeePayment({ db: infra.db, uploads, now: infra.now }, taxpayerId, body);
  const routes = miscFeesRoutes({
    payFee,
    soa,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
    limit: lookupLimit(infra, soaBillKind),
  });
  return { routes, service: { soa, payFee } };
}
