import type { ApplicationDefinition } from './application-definition';
import { BUSINESS_PERMIT_OFFICE, businessSubject, bplsCatalogue } from './business-permit-fields';
import { CERTIFY_STEP } from './business-permit-quarterly';
import { field, REQUIREMENTS_STEP } from './form-parts';

/**
 * Closing a permitted business (BPLS RETIREMENT, §2.8 e2e-business-permit-retirement): when and
 * why it closed and its gross sales of the year up to then (the tax still due on them), with the
 * closure documents. The office issues a certificate of retirement.
 */
export const businessPermitRetirement: ApplicationDefinition = {
  route: 'e2e-business-permit-retirement',
  moduleType: 'BPLS',
  transactionType: 'RETIREMENT',
  catalogue: bplsCatalogue('Pagsasara ng Negosyo'),
  ...BUSINESS_PERMIT_OFFICE,
  subject: businessSubject({ existing: true }),
  legacyPaths: { submit: 'application_retirement', resubmit: 'resubmit_application_retirement' },
  title: { en: 'Business Retirement', fil: 'Pagsasara ng Negosyo' },
  steps: [
    {
      id: 'closure',
      title: { en: 'Closure', fil: 'Pagsasara' },
      items: [
        field('retirement_date', 'Date of Closure', 'Petsa ng Pagsasara', 'required|date', {
          placeholder: 'MM/DD/YYYY',
        }),
        field('retirement_reason', 'Reason for Closing', 'Dahilan ng Pagsasara', 'required|max_150_char'),
        field(
          'gross_amount',
          'Gross Sales This Year up to the Closure',
          'Kabuuang Benta ngayong Taon hanggang sa Pagsasara',
          'required|gross_amount',
          { kind: 'amount' },
        ),
      ],
    },
    REQUIREMENTS_STEP,
    CERTIFY_STEP,
  ],
  requirements: [
    {
      code: 'affidavit_of_closure',
      label: { en: 'Affidavit of Closure', fil: 'Sinumpaang Salaysay ng Pagsasara' },
      required: true,
    },
    {
      code: 'barangay_closure_certificate',
      label: { en: 'Barangay Certificate of Closure', fil: 'Sertipiko ng Pagsasara mula sa Barangay' },
      required: true,
    },
    {
      code: 'current_permit',
      label: { en: 'Current Business Permit', fil: 'Kasalukuyang Permiso sa Negosyo' },
      required: false,
    },
  ],
  fees: 'bpls-retirement',
  issues: 'certificate-of-retirement',
};
