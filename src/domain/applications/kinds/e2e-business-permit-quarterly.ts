export { businessPermitQuarterly as definition } from '../business-permit-quarterly';
