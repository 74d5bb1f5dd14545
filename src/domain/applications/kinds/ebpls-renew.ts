// T_BPLS and eBPLS (§2.8) file the same business permit through the same engine and paths.
export { businessPermitRenewal as definition } from '../business-permit-renewal';
