import { describe, expect, it } from 'vitest';
import { businessPermitRenewal } from './business-permit-renewal';

describe('businessPermitRenewal', () => {
  it('asks what the new permit asks, and the gross sales of each activity', async () => {
    const { businessPermitNew } = await import('./business-permit-new');
    const names = (d: typeof businessPermitNew) =>
      d.steps.flatMap((s) => (s.items ?? []).map((i) => ('name' in i ? i.name : i.label.en)));
    expect(names(businessPermitRenewal)).toEqual(names(businessPermitNew));
    const activities = businessPermitRenewal.steps
      .flatMap((s) => s.items ?? [])
      .find((i) => 'kind' in i && i.kind === 'group');
    expect(activities && 'fields' in activities ? activities.fields.map((f) => f.name) : []).toContain(
      'gross_amount',
    );
    expect(businessPermitRenewal.fees).toBe('bpls-renewal-gross');
  });
});
