export { businessPermitNew as definition } from '../business-permit-new';
