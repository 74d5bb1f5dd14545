export { businessPermitDelinquent as definition } from '../business-permit-delinquent';
