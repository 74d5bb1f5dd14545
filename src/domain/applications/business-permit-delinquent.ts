import type { ApplicationDefinition } from './application-definition';
import { BUSINESS_PERMIT_OFFICE, businessSubject, bplsCatalogue } from './business-permit-fields';
import { CERTIFY_STEP } from './business-permit-quarterly';
import { field, REQUIREMENTS_STEP } from './form-parts';

/**
 * Settling a year a permitted business did not renew (BPLS DELINQUENT, §2.8
 * e2e-business-permit-delinquent): the year (§4: a past year, never the current one; the server
 * checks it against the years inquire_delinquent_billing offers) and that year's gross sales, on
 * which the tax and its surcharge are assessed.
 */
export const businessPermitDelinquent: ApplicationDefinition = {
  route: 'e2e-business-permit-delinquent',
  moduleType: 'BPLS',
  transactionType: 'DELINQUENT',
  catalogue: bplsCatalogue('Hindi Nabayarang Buwis'),
  ...BUSINESS_PERMIT_OFFICE,
  subject: businessSubject({ existing: true, preChecks: ['year-offered'] }),
  legacyPaths: { submit: 'application_delinquent', resubmit: 'resubmit_delinquent' },
  title: { en: 'Delinquent Business Permit', fil: 'Atrasadong Permiso sa Negosyo' },
  steps: [
    {
      id: 'year',
      title: { en: 'Year', fil: 'Taon' },
      items: [
        field('year', 'Year Not Renewed', 'Taong Hindi Na-renew', 'required|integer|number_range:1990-2999', {
          kind: 'integer',
          placeholder: '2024',
        }),
        field(
          'gross_amount',
          'Gross Sales of That Year',
          'Kabuuang Benta sa Taong Iyon',
          'required|gross_amount',
          {
            kind: 'amount',
          },
        ),
      ],
    },
    REQUIREMENTS_STEP,
    CERTIFY_STEP,
  ],
  requirements: [
    {
      code: 'gross_sales_declaration',
      label: {
        en: 'Sworn Declaration of Gross Sales or Financial Statement',
        fil: 'Sinumpaang Salaysay ng Kabuuang Benta o Financial Statement',
      },
      required: true,
    },
  ],
  fees: 'bpls-delinquent',
  issues: 'official-receipt',
};
