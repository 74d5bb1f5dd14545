import type { ApplicationDefinition } from './application-definition';
import { BUSINESS_PERMIT_OFFICE, businessSubject, bplsCatalogue } from './business-permit-fields';
import { field } from './form-parts';

/** The review step every short business permit kind ends with. */
export const CERTIFY_STEP = {
  id: 'review',
  title: { en: 'Review and Submit', fil: 'Suriin at Ipasa' },
  items: [
    field(
      'terms_and_conditions_accepted',
      'I certify that the information given is true and accept the terms and conditions',
      'Pinatutunayan kong totoo ang impormasyong ibinigay at tinatanggap ko ang mga tuntunin at kondisyon',
      'bool_true',
      { kind: 'checkbox' },
    ),
  ],
} as const;

/**
 * Paying a permitted business's taxes by the quarter (BPLS QUARTERLY, §2.8
 * e2e-business-permit-quarterly): which quarter the bill runs to, as inquire_quarterly_billing
 * offers them (§4: earlier quarters than the first unpaid one are not offered; the 4th quarter
 * is the whole year). The business is chosen before the form; its details are not asked again.
 */
export const businessPermitQuarterly: ApplicationDefinition = {
  route: 'e2e-business-permit-quarterly',
  moduleType: 'BPLS',
  transactionType: 'QUARTERLY',
  catalogue: bplsCatalogue('Bayad Kada Kwarter'),
  ...BUSINESS_PERMIT_OFFICE,
  subject: businessSubject({ existing: true, preChecks: ['quarter-offered'] }),
  // §7.5 names no resubmit path for QUARTERLY; the engine's resubmit still serves it.
  legacyPaths: { submit: 'application_quarterly' },
  title: { en: 'Quarterly Business Tax', fil: 'Buwis sa Negosyo kada Kwarter' },
  steps: [
    {
      id: 'quarter',
      title: { en: 'Quarter', fil: 'Kwarter' },
      items: [
        field('quarter', 'Pay Up To', 'Babayaran Hanggang', 'required', {
          kind: 'select',
          options: 'quarters',
        }),
      ],
    },
    CERTIFY_STEP,
  ],
  requirements: [],
  fees: 'bpls-quarterly',
  issues: 'official-receipt',
};
