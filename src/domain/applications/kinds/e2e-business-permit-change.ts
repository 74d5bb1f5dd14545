export { businessPermitChange as definition } from '../business-permit-change';
