import { describe, expect, it } from 'vitest';
import catalogue from './messages/statuses.fil.json?raw';
import { APPLICATION_STATUSES } from '@/domain/statuses/application-statuses';
import {
  APPLICATION_WORKFLOW,
  canMoveApplication,
  workflowStatus,
} from '@/domain/statuses/application-workflow';

// Read as text: imported, the catalogue plugin would compile its strings to functions.
const filipino = JSON.parse(catalogue) as Record<string, string>;
const known = new Set(APPLICATION_STATUSES.map((s) => s.value));

describe('the application workflow table', () => {
  it('names only §3 statuses, each once, with its §3 colour and both descriptions', () => {
    expect(new Set(APPLICATION_WORKFLOW.map((s) => s.value)).size).toBe(APPLICATION_WORKFLOW.length);
    for (const status of APPLICATION_WORKFLOW) {
      expect(known.has(status.value), status.value).toBe(true);
      for (const to of status.next) expect(workflowStatus(to), `${status.value} → ${to}`).toBeDefined();
      expect(status.description.en).not.toBe('');
      // The same Filipino the transaction history shows for the status.
      expect(status.description.fil).toBe(filipino[`description.${status.value}`]);
    }
    expect(workflowStatus('WAITING FOR PAYMENT')?.description.en).toMatch(/not yet paid/);
    expect(workflowStatus('FOR PRINTING')?.state).toBe('info');
  });

  it('walks the office path from filing to release', () => {
    const path = [
      'PENDING',
      'FOR ASSESSMENT (ADMIN)',
      'FOR ASSESSMENT (TREASURY)',
      'WAITING FOR PAYMENT',
      'PAID',
      'FOR PRINTING',
      'RELEASED',
    ];
    for (let i = 1; i < path.length; i++) {
      expect(canMoveApplication(path[i - 1] ?? '', path[i] ?? ''), `${path[i - 1]} → ${path[i]}`).toBe(true);
    }
  });

  it('returns, rejects, expires and reassesses only where they apply', () => {
    expect(canMoveApplication('PENDING', 'FOR RESUBMISSION')).toBe(true);
    expect(canMoveApplication('FOR RESUBMISSION', 'PENDING')).toBe(true);
    expect(canMoveApplication('FOR ASSESSMENT (TREASURY)', 'REJECTED')).toBe(true);
    expect(canMoveApplication('WAITING FOR PAYMENT', 'EXPIRED SOA')).toBe(true);
    expect(canMoveApplication('EXPIRED SOA', 'WAITING FOR PAYMENT')).toBe(true);
    expect(canMoveApplication('WAITING FOR PAYMENT', 'FOR REASSESSMENT')).toBe(true);
    // Nothing skips the assessment, and a paid application is never billed again; the office may
    // still reject one it cannot serve, before it is handed over (its payer may ask for a refund).
    expect(canMoveApplication('PENDING', 'WAITING FOR PAYMENT')).toBe(false);
    expect(canMoveApplication('PENDING', 'RELEASED')).toBe(false);
    expect(canMoveApplication('PAID', 'REJECTED')).toBe(true);
    expect(canMoveApplication('FOR PRINTING', 'REJECTED')).toBe(true);
    expect(canMoveApplication('FOR PICK-UP', 'REJECTED')).toBe(false);
    expect(canMoveApplication('RELEASED', 'REJECTED')).toBe(false);
    expect(canMoveApplication('PAID', 'WAITING FOR PAYMENT')).toBe(false);
    expect(canMoveApplication('PAID', 'CANCELLED')).toBe(false);
  });

  it('ends at RELEASED, REJECTED and CANCELLED, and knows no move from an unknown status', () => {
    for (const end of ['RELEASED', 'REJECTED', 'CANCELLED']) expect(workflowStatus(end)?.next).toEqual([]);
    expect(canMoveApplication('ON HOLD', 'PENDING')).toBe(false);
    expect(canMoveApplication('PENDING', 'ON HOLD')).toBe(false);
  });
});
