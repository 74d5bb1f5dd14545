import { APPLICATION_WORKFLOW, canMoveApplication } from '../statuses/application-workflow';
import type { WorkflowDefinition } from './application-kind';

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

/** The statuses a kind's applications may take: the table's, less the steps it does not declare. */
function statusesOf(workflow: WorkflowDefinition): Set<string> {
  const handover = workflow.handover ?? [];
  const left = new Set([
    ...(workflow.payment === 'none' ? PAYMENT : []),
    ...(workflow.lab ? [] : ['PENDING LAB TEST']),
    ...(workflow.appointment ? [] : ['FOR APPOINTMENT']),
    ...(handover.includes('pick-up') ? [] : ['FOR PICK-UP']),
    ...(handover.includes('delivery') ? [] : ['FOR DELIVERY']),
  ]);
  return new Set(APPLICATION_WORKFLOW.map((s) => s.value).filter((v) => !left.has(v)));
}

/**
 * True when a kind's application may move from one status to the other: the workflow table allows
 * it, both are steps of the kind, a paid kind is printed only once paid, a kind with a handover
 * step is released only through it.
 */
export function kindCanMove(workflow: WorkflowDefinition, from: string, to: string): boolean {
  const statuses = statusesOf(workflow);
  if (!canMoveApplication(from, to) || !statuses.has(from) || !statuses.has(to)) return false;
  if (workflow.payment === 'assessed' && to === 'FOR PRINTING' && from !== 'PAID') return false;
  if ((workflow.handover ?? []).length > 0 && from === 'FOR PRINTING' && to === 'RELEASED') return false;
  return true;
}

/** The statuses a kind's application may move to from `from`, in the table's order. */
export const kindNext = (workflow: WorkflowDefinition, from: string): string[] =>
  APPLICATION_WORKFLOW.find((s) => s.value === from)?.next.filter((to) => kindCanMove(workflow, from, to)) ??
  [];
