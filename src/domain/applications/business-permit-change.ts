import type { ApplicationDefinition } from './application-definition';
import { BUSINESS_PERMIT_OFFICE, businessSubject, bplsCatalogue } from './business-permit-fields';
import { businessPermitNew } from './business-permit-new';
import { field } from './form-parts';

/**
 * A change to a permitted business (BPLS CHANGE, §2.8 e2e-business-permit-change): what changes
 * and why, then the business's whole form pre-filled from its latest application, corrected.
 * Filed to application_change_request, checked by change_request_validate_payload.
 */
export const businessPermitChange: ApplicationDefinition = {
  ...businessPermitNew,
  route: 'e2e-business-permit-change',
  transactionType: 'CHANGE',
  catalogue: bplsCatalogue('Pagbabago ng Detalye'),
  // A change (a name, an owner, a line of business) is the permit office's alone: it is not
  // endorsed to zoning, fire, health and engineering as a new business and its renewal are.
  workflow: BUSINESS_PERMIT_OFFICE.workflow,
  subject: businessSubject({ existing: true, holdsRecord: true }),
  legacyPaths: { submit: 'application_change_request', resubmit: 'resubmit_application_change_request' },
  title: { en: 'Business Permit Change Request', fil: 'Kahilingang Pagbabago sa Permiso sa Negosyo' },
  steps: [
    {
      id: 'change',
      title: { en: 'The Change', fil: 'Ang Pagbabago' },
      items: [
        field('change_type', 'Kind of Change', 'Uri ng Pagbabago', 'required', {
          kind: 'select',
          options: 'permit-changes',
        }),
        field('change_reason', 'Reason for the Change', 'Dahilan ng Pagbabago', 'required|max_150_char'),
      ],
    },
    ...businessPermitNew.steps,
  ],
  requirements: [
    ...businessPermitNew.requirements,
    {
      code: 'current_permit',
      label: { en: 'Current Business Permit', fil: 'Kasalukuyang Permiso sa Negosyo' },
      required: true,
    },
  ],
  fees: 'bpls-change',
  issues: 'business-permit',
};
