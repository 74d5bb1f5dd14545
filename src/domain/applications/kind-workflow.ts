import { APPLICATION_WORKFLOW, canMoveApplication } from '../statuses/application-workflow';
import type { LabStep, LabTest, WorkflowDefinition } from './application-kind';
import { conditionHolds } from './condition-holds';

// The statuses of assessing and paying: a free kind never takes them.
const PAYMENT = [
  'FOR ASSESSMENT (ADMIN)',
  'FOR ASSESSMENT (TREASURY)',
  'COMPUTED',
  'WAITING FOR PAYMENT',
  'PAYMENT FAILED',
  'EXPIRED SOA',
  'FOR REASSESSMENT',
  'PAID',
];

/** The status of each handover step, and the value of a choice field that picks it. */
const HANDOVER = { 'pick-up': 'FOR PICK-UP', delivery: 'FOR DELIVERY' } as const;

/** The laboratory step's status: the applicant's tests are taken and their results recorded. */
export const LAB_PENDING = 'PENDING LAB TEST';
/** Where the laboratory step ends once every test asked for has passed (§3's status for it). */
export const LAB_PASSED = 'HEALTH CERTIFICATE GENERATED';

/** The statuses a kind's applications may take: the table's, less the steps it does not declare. */
function statusesOf(workflow: WorkflowDefinition): Set<string> {
  const handover = workflow.handover ?? [];
  const left = new Set([
    ...(workflow.payment === 'none' ? PAYMENT : []),
    ...(workflow.lab ? [] : [LAB_PENDING, LAB_PASSED]),
    ...(workflow.appointment ? [] : ['FOR APPOINTMENT']),
    // A document handed over is printed first; one released at the office is printed as released.
    ...(handover.length > 0 ? [] : ['PRINTED']),
    ...(handover.includes('pick-up') ? [] : ['FOR PICK-UP']),
    ...(handover.includes('delivery') ? [] : ['FOR DELIVERY']),
  ]);
  return new Set(APPLICATION_WORKFLOW.map((s) => s.value).filter((v) => !left.has(v)));
}

/**
 * The handover status the applicant chose in the kind's `handoverChoice` field ('PICK-UP' is
 * FOR PICK-UP), or undefined when the kind asks no choice or the answers are not at hand.
 */
function chosenHandover(
  workflow: WorkflowDefinition,
  answers: Readonly<Record<string, unknown>> | undefined,
): string | undefined {
  const choice = workflow.handoverChoice && answers?.[workflow.handoverChoice];
  if (typeof choice !== 'string') return undefined;
  const step = (workflow.handover ?? []).find((s) => s.toUpperCase() === choice.trim().toUpperCase());
  return step && HANDOVER[step];
}

/**
 * True when a kind's application may move from one status to the other: the workflow table allows
 * it, both are steps of the kind, a kind with the lab step goes on from review only through the
 * laboratory, a paid kind is printed only once paid, a kind with a handover step is released only
 * through it, and the way the applicant chose it (`answers`, the application's payload, read for
 * the kind's `handoverChoice`). (Leaving the laboratory passed also needs every result:
 * lab-results.ts.)
 */
export function kindCanMove(
  workflow: WorkflowDefinition,
  from: string,
  to: string,
  answers?: Readonly<Record<string, unknown>>,
): boolean {
  const statuses = statusesOf(workflow);
  if (!canMoveApplication(from, to) || !statuses.has(from) || !statuses.has(to)) return false;
  if (workflow.lab && from === 'PENDING' && !LEAVING_UNREVIEWED.includes(to) && to !== LAB_PENDING)
    return false;
  if (workflow.payment === 'assessed' && to === 'FOR PRINTING' && from !== 'PAID') return false;
  const handover: readonly string[] = (workflow.handover ?? []).map((s) => HANDOVER[s]);
  if (handover.length > 0 && from === 'FOR PRINTING' && to === 'RELEASED') return false;
  const chosen = chosenHandover(workflow, answers);
  if (chosen && handover.includes(to) && to !== chosen) return false;
  return true;
}

// Where an application may go from PENDING without the office's approval of it.
const LEAVING_UNREVIEWED = ['FOR RESUBMISSION', 'REJECTED', 'CANCELLED'];

/** The statuses a kind's application may move to from `from`, in the table's order. */
export const kindNext = (
  workflow: WorkflowDefinition,
  from: string,
  answers?: Readonly<Record<string, unknown>>,
): string[] =>
  APPLICATION_WORKFLOW.find((s) => s.value === from)?.next.filter((to) =>
    kindCanMove(workflow, from, to, answers),
  ) ?? [];

/** The tests of a kind's laboratory step an application asks for (by its answers), in the step's order. */
export const labTestsOf = (lab: LabStep | undefined, answers: Readonly<Record<string, unknown>>): LabTest[] =>
  (lab?.tests ?? []).filter((test) => conditionHolds(test.when, answers));
