import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApplicationDefinition, StepDefinition } from '@/domain/applications/application-definition';
import { DEFAULT_FEE_SCHEDULE_FILE } from '../../fees/fee-schedule-file';

// Two kinds that exist only in tests, to prove the engine knows no kind: nothing outside this
// file names them, and the server takes them as it takes the kinds folder's.
const PERSON: StepDefinition = {
  id: 'person',
  title: { en: 'Applicant', fil: 'Aplikante' },
  items: [
    { name: 'first_name', label: { en: 'First Name', fil: 'Pangalan' }, rules: 'required|max_50_char' },
    { name: 'last_name', label: { en: 'Last Name', fil: 'Apelyido' }, rules: 'required|max_50_char' },
    { name: 'purpose', label: { en: 'Purpose', fil: 'Layunin' }, rules: 'required|max_150_char' },
  ],
};

const REVIEW: StepDefinition = {
  id: 'review',
  title: { en: 'Review and Submit', fil: 'Suriin at Ipasa' },
  requirements: true,
};

/** A free certificate for a person: approved straight to printing, no fee, no document printed here. */
export const freeCertificate: ApplicationDefinition = {
  route: 'test-free-certificate',
  moduleType: 'TESTFREE',
  transactionType: 'NEW',
  catalogue: {
    module: {
      description: { en: 'Free Certificates', fil: 'Mga Libreng Sertipiko' },
      category: 'E-Services',
      icon: 'document',
    },
    type: { fil: 'Bago' },
  },
  title: { en: 'Free Certificate', fil: 'Libreng Sertipiko' },
  steps: [PERSON, REVIEW],
  requirements: [{ code: 'valid_id', label: { en: 'Valid ID', fil: 'Valid ID' }, required: false }],
  subject: { kind: 'person', identity: ['last_name', 'first_name'] },
  fees: null,
  workflow: { payment: 'none' },
  offices: ['licensing'],
  summary: ['first_name', 'last_name'],
  numberPrefix: 'TF',
  issues: null,
};

/** A paid clearance for a person: assessed by its own fee rule and paid before printing. */
export const paidClearance: ApplicationDefinition = {
  ...freeCertificate,
  route: 'test-paid-clearance',
  moduleType: 'TESTPAID',
  catalogue: {
    module: {
      description: { en: 'Paid Clearances', fil: 'Mga Clearance na May Bayad' },
      category: 'E-Services',
      icon: 'shield',
    },
    type: { fil: 'Bago' },
  },
  title: { en: 'Paid Clearance', fil: 'Clearance na May Bayad' },
  subject: { kind: 'person', identity: ['last_name', 'first_name'] },
  fees: 'test-clearance-fee',
  workflow: { payment: 'assessed' },
  offices: ['licensing', 'treasury'],
  numberPrefix: 'TC',
  issues: 'test-clearance',
  notices: {
    RELEASED: {
      en: 'Your clearance {reference} is ready. Bring a valid ID to the office.',
      fil: 'Handa na ang iyong clearance {reference}. Magdala ng valid ID sa opisina.',
    },
  },
};

/** The shipped fee schedule plus the paid test kind's rule (one ₱200.00 sanitary fee). */
export function scheduleWithTestRule() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bayan-fees-')), 'fee-schedule.yaml');
  const shipped = readFileSync(DEFAULT_FEE_SCHEDULE_FILE, 'utf8');
  writeFileSync(file, shipped.replace(/^rules:\n/m, 'rules:\n  test-clearance-fee:\n    fees: [SANITARY]\n'));
  return file;
}
