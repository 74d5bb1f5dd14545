export { businessPermitRenewal as definition } from '../business-permit-renewal';
