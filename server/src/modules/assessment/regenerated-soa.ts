import type { FeeScheduleSource } from '../../fees/fee-schedules';
import type { Db } from '../../db/client';
import { regenerateSoa } from './regenerate-soa';

export interface RegeneratedSoaDeps {
  db: Db;
  now: () => Date;
  schedule: FeeScheduleSource;
  /** Tells the taxpayer of a step (notifyApplicationStep) once it committed; never throws. */
  notify: (notice: { applicationId: number; to: string; soa?: { total: number; expiresAt: Date } }) => void;
}

/**
 * regenerate_soa's answer (§7.5), the taxpayer told: BPLS transactions/{id}/regenerate_soa, T_BPLS
 * regenerate and eBPLS generate_soa for an expired SOA all give this one.
 */
export async function regeneratedSoa(deps: RegeneratedSoaDeps, taxpayerId: number, applicationId: number) {
  const soa = await regenerateSoa(deps, taxpayerId, applicationId, deps.now());
  deps.notify({
    applicationId,
    to: 'WAITING FOR PAYMENT',
    // The notice names the last moment it can be paid: the end of its last day in Manila.
    soa: { total: soa.total, expiresAt: new Date(`${soa.expiresOn}T23:59:59+08:00`) },
  });
  return {
    data: {
      status: 'WAITING FOR PAYMENT',
      soa: { number: soa.soaNumber, total: soa.total, expires_at: soa.expiresOn },
    },
    message: 'A new statement of account was issued.',
  };
}
