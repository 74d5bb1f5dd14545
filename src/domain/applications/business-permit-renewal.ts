import type { ApplicationDefinition, GroupDefinition, StepDefinition } from './application-definition';
import { businessSubject, LEASED, bplsCatalogue } from './business-permit-fields';
import { businessPermitNew } from './business-permit-new';
import { field } from './form-parts';

/**
 * Gross sales of the previous year, per activity (§5 gross_amount): what the renewal fee
 * brackets are applied to (the assessment's fee rule 'bpls-renewal-gross').
 */
export const GROSS_SALES = field(
  'gross_amount',
  'Gross Sales of the Previous Year',
  'Kabuuang Benta noong Nakaraang Taon',
  'required|gross_amount',
  { kind: 'amount', hint: { en: 'In pesos, e.g. 480000.00', fil: 'Sa piso, hal. 480000.00' } },
);

/** The new permit's activities asking, beside the capital, last year's gross sales of each. */
const withGrossSales = (step: StepDefinition): StepDefinition => ({
  ...step,
  items: (step.items ?? []).map((item) =>
    'kind' in item && item.kind === 'group' && item.name === 'activities'
      ? ({ ...item, fields: [...item.fields, GROSS_SALES] } satisfies GroupDefinition)
      : item,
  ),
});

/**
 * A business permit renewal (BPLS RENEWAL, §2.8 e2e-business-permit-renew): the business's
 * form as it was filed before (pre-filled from its latest application, §2.8's old-data
 * retrieval), corrected where things changed, with the previous year's gross sales per activity.
 */
export const businessPermitRenewal: ApplicationDefinition = {
  ...businessPermitNew,
  route: 'e2e-business-permit-renew',
  transactionType: 'RENEWAL',
  catalogue: bplsCatalogue('Pagpapanibago ng Permiso'),
  // A renewal renews a permit: the business must hold a released one, and renews once a year.
  subject: businessSubject({
    existing: true,
    holdsRecord: true,
    preChecks: ['business-has-released-permit', 'one-renewal-a-year'],
  }),
  legacyPaths: { submit: 'application_renewal', resubmit: 'resubmit_renewal' },
  title: { en: 'Business Permit Renewal', fil: 'Pag-renew ng Permiso sa Negosyo' },
  steps: businessPermitNew.steps.map(withGrossSales),
  requirements: [
    {
      code: 'previous_permit',
      label: { en: "Last Year's Business Permit", fil: 'Permiso sa Negosyo noong Nakaraang Taon' },
      required: false,
    },
    {
      code: 'gross_sales_declaration',
      label: {
        en: 'Sworn Declaration of Gross Sales or Financial Statement',
        fil: 'Sinumpaang Salaysay ng Kabuuang Benta o Financial Statement',
      },
      required: true,
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
  ],
  // Local Government Code: a renewal pays by the previous year's gross sales (bracket table).
  fees: 'bpls-renewal-gross',
  issues: 'business-permit',
};
