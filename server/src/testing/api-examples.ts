import fc from 'fast-check';
import { PROFILE_RULES } from '@/domain/contracts/profile-form';
import { VALID_IDS } from '@/domain/options/valid-ids';
import { DEV_BOT_CHECK_TOKEN } from '../adapters/captcha/bot-check';
import { DEMO_BINS } from '../db/seed/demo-btax-bills';
import { DEMO_MUNICIPALITY_CODE } from '../db/seed/demo-lookups';
import { PASSWORD } from './accounts-client';

/** What the fuzz knows of the test database: a year with bills, and ids that exist. */
export interface ExampleContext {
  year: number;
  transactionId: number;
}

const mobile = fc.integer({ min: 0, max: 99_999_999 }).map((n) => `6399${String(n).padStart(8, '0')}`);

/**
 * A plausible value for each documented field, query or path parameter (by name), so fuzzed
 * requests often pass the first checks and reach the services; the fuzz mutates from here.
 */
export function apiExamples({
  year,
  transactionId,
}: ExampleContext): (name: string) => fc.Arbitrary<unknown> {
  const known: Record<string, fc.Arbitrary<unknown>> = {
    first_name: fc.constantFrom('Juan', 'Ma. Niña'),
    last_name: fc.constant('Dela Cruz'),
    mobile_number: mobile,
    email: fc.nat().map((n) => `juan.${n}@example.ph`),
    password: fc.constant(PASSWORD),
    password_confirmation: fc.constant(PASSWORD),
    current_password: fc.constant(PASSWORD),
    terms_of_service: fc.constant(true),
    is_resident: fc.boolean(),
    recaptcha: fc.constant(DEV_BOT_CHECK_TOKEN),
    pin: fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
    token: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 64 }),
    login_type: fc.constantFrom('credentials', 'gcash'),
    profile_type: fc.constant('taxpayer'),
    bin: fc.constantFrom(...Object.values(DEMO_BINS)),
    year: fc.constantFrom(year, year - 1, String(year)),
    period: fc.integer({ min: 1, max: 4 }),
    qtr_to: fc.integer({ min: 1, max: 4 }),
    // Mostly the demo BTAX module's QUARTERLY and DELINQUENT (seed/demo-modules.ts).
    application_status_id: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(2, 3) },
      fc.integer({ min: 1, max: 20 }),
    ),
    valid_id_to_present: fc.constantFrom(...VALID_IDS),
    transaction_type: fc.constantFrom('QUARTERLY', 'DELINQUENT'),
    order_by: fc.constantFrom('sequence', 'name', 'id'),
    sort_by: fc.constantFrom('asc', 'desc'),
    status: fc.constantFrom('0', '1'),
    municipality_code: fc.constant(DEMO_MUNICIPALITY_CODE),
    level: fc.constantFrom('region', 'province', 'municipality'),
    parent_code: fc.constantFrom('R01', 'R04A'),
    office_id: fc.integer({ min: 1, max: 5 }),
    page: fc.integer({ min: 1, max: 3 }),
    per_page: fc.integer({ min: 1, max: 50 }),
    to: mobile,
    birthdate: fc.constant('1990-06-12'),
    photo: fc.constant('/api/v1/taxpayers/uploads/00000000-0000-4000-8000-000000000000'),
    // The quote and paymentgate (issue 25): a channel, a bill's amount, the total shown.
    channel: fc.constantFrom('popup', 'pgi', 'wallet'),
    amount: fc.constantFrom('3750.00', '0.00', '12500.50'),
    expected_total: fc.constantFrom('3775.00', '125.00'),
    // Path parameters.
    id: fc.constantFrom(String(transactionId), '1', '2'),
    slug: fc.constantFrom('about', 'faq'),
    gateway: fc.constantFrom('sandbox', 'paymongo'),
  };
  return (name) => known[name] ?? fc.constantFrom('Juan', 'R01', '1');
}

/** The profile's fields, for `PUT …/update/profile` (its catalogue entry lists none). */
export const PROFILE_FIELDS: readonly string[] = Object.keys(PROFILE_RULES);
