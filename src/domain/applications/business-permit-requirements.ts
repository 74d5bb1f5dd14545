import type { RequirementDefinition } from './application-definition';
import { COOPERATIVE, LEASED, OWNED, SEC_KINDS, SOLE } from './business-permit-fields';

/** What a new business permit asks to be uploaded, by the business's registry and its place. */
export const NEW_PERMIT_REQUIREMENTS: readonly RequirementDefinition[] = [
  {
    code: 'dti_certificate',
    label: { en: 'DTI Certificate of Registration', fil: 'Sertipiko ng Rehistro sa DTI' },
    required: true,
    when: SOLE,
  },
  {
    code: 'sec_certificate',
    label: { en: 'SEC Certificate and Articles', fil: 'Sertipiko at Articles mula sa SEC' },
    required: true,
    when: SEC_KINDS,
  },
  {
    code: 'cda_certificate',
    label: { en: 'CDA Certificate of Registration', fil: 'Sertipiko ng Rehistro sa CDA' },
    required: true,
    when: COOPERATIVE,
  },
  {
    code: 'barangay_clearance',
    label: { en: 'Barangay Business Clearance', fil: 'Barangay Clearance para sa Negosyo' },
    required: true,
  },
  {
    code: 'lease_contract',
    label: { en: 'Contract of Lease', fil: 'Kontrata ng Upa' },
    required: true,
    when: LEASED,
  },
  {
    code: 'proof_of_ownership',
    label: { en: 'Title or Tax Declaration of the Place', fil: 'Titulo o Tax Declaration ng Lugar' },
    required: true,
    when: OWNED,
  },
  {
    code: 'community_tax_certificate',
    label: { en: 'Community Tax Certificate (Cedula)', fil: 'Sedula' },
    required: false,
  },
];
