// T_BPLS and eBPLS (§2.8) file the same business permit through the same engine and paths.
export { businessPermitNew as definition } from '../business-permit-new';
