export { businessPermitRetirement as definition } from '../business-permit-retirement';
