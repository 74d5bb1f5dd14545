import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, statusInfo } from './application-statuses';

describe('application statuses', () => {
  it('lists the 38 statuses of §3 once each, value equal to label, each described', () => {
    expect(APPLICATION_STATUSES).toHaveLength(38);
    expect(new Set(APPLICATION_STATUSES.map((s) => s.value)).size).toBe(38);
    for (const status of APPLICATION_STATUSES) {
      expect(status.label).toBe(status.value);
      expect(status.description).not.toBe('');
    }
  });

  it('carries the descriptions the spec gives', () => {
    expect(statusInfo('FOR PRINTING').description).toMatch(/SMS notification is sent once printed/);
    expect(statusInfo('WAITING FOR PAYMENT').description).toMatch(/not yet paid/);
  });

  it('colours payment outcomes', () => {
    expect(statusInfo('PAID').state).toBe('success');
    expect(statusInfo('PAYMENT FAILED').state).toBe('danger');
    expect(statusInfo('PENDING').state).toBe('warning');
  });

  it('forgives case and spacing, and shows an unknown status neutral as it came', () => {
    expect(statusInfo(' for  pick-up ').value).toBe('FOR PICK-UP');
    expect(statusInfo('ON HOLD')).toEqual({
      value: 'ON HOLD',
      label: 'ON HOLD',
      state: 'neutral',
      description: '',
    });
  });
});
