import type { ApplicationDefinition } from './application-definition';
import type { CatalogueEntry, SubjectDefinition } from './application-kind';

// Which registry a business is registered with follows its ownership (§3 organisation types):
// DTI for a sole proprietorship, SEC for partnerships and corporations, CDA for a cooperative.
export const SOLE = 'kind_of_ownership=SOLE PROPRIETORSHIP';
export const SEC_KINDS = [
  'kind_of_ownership=ONE PERSON CORPORATION',
  'kind_of_ownership=PARTNERSHIP',
  'kind_of_ownership=CORPORATION',
];
export const COOPERATIVE = 'kind_of_ownership=COOPERATIVE';
export const requiredIf = (conditions: readonly string[]) =>
  conditions.map((c) => `required_if:${c}`).join('|');
export const REPRESENTED = 'is_representative=1';
export const OWNED = 'location_owned=1';
export const LEASED = 'location_owned=0';

/** What names a business: its name and registration (lists, the console, a short kind's copy). */
const BUSINESS_IDENTITY = ['business_name', 'trade_name', 'kind_of_ownership', 'tin_no', 'last_name'];

/** The business subject of a kind; `existing` for one filed for a business the applicant has. */
export const businessSubject = (
  more: Omit<SubjectDefinition, 'kind' | 'identity'> = {},
): SubjectDefinition => ({ kind: 'business', identity: BUSINESS_IDENTITY, ...more });

/**
 * What every business permit kind shares: the Business Permits and Licensing Office reviews and
 * releases, the treasury assesses, the applicant pays; numbers start with BP; the release text
 * speaks of the permit.
 */
export const BUSINESS_PERMIT_OFFICE = {
  workflow: { payment: 'assessed' },
  offices: ['licensing', 'treasury'],
  summary: ['business_name'],
  numberPrefix: 'BP',
  notices: {
    RELEASED: {
      en: 'Your permit for application {reference} is released. Download it from your transaction history.',
      fil: 'Nailabas na ang iyong permit para sa aplikasyon {reference}. I-download ito mula sa iyong kasaysayan ng transaksyon.',
    },
  },
} as const satisfies Pick<
  ApplicationDefinition,
  'workflow' | 'offices' | 'summary' | 'numberPrefix' | 'notices'
>;

/**
 * The offices that clear a new business permit and its renewal, each on its own and at the same
 * time, before the treasury assesses it: zoning (locational clearance), the Bureau of Fire
 * Protection (fire safety), the health office (sanitary permit) and engineering (the building) —
 * the Joint Memorandum Circular 2016-01 of DILG, DTI and DICT on streamlining business permits,
 * and the national eBPLS.
 */
export const JMC_ENDORSEMENTS = ['zoning', 'fire', 'health', 'engineering'] as const;

/** BPLS in Select Transaction (the demo's catalogue row), with a transaction type's Filipino words. */
export const bplsCatalogue = (type: string): CatalogueEntry => ({
  module: {
    description: { en: 'Business Permit and Licensing', fil: 'Permiso at Lisensya sa Negosyo' },
    category: 'E-Government',
    icon: 'briefcase',
  },
  type: { fil: type },
});
