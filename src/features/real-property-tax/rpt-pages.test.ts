import { afterEach, describe, expect, it } from 'vitest';
import { rptPageAt, storedStatusId } from './rpt-pages';

const select = (module_type: string, application_status_id: unknown) =>
  localStorage.setItem('selectedTransaction', JSON.stringify({ module_type, application_status_id }));

describe('the real property tax pages', () => {
  afterEach(() => localStorage.clear());

  it('maps each §2.8 sub-path to its module, the RPT module’s by kind', () => {
    expect(rptPageAt('/create-transaction/rptax-billing')).toEqual({ moduleType: 'RPTAX' });
    expect(rptPageAt('/create-transaction/rptax-csv/')).toEqual({ moduleType: 'RPTAX' });
    expect(rptPageAt('/create-transaction/rpt-land-transaction')).toEqual({
      moduleType: 'RPT',
      kind: 'LAND',
    });
    expect(rptPageAt('/create-transaction/rpt-building-transaction')?.kind).toBe('BUILDING');
    expect(rptPageAt('/create-transaction/rpt-machinery-transaction')?.kind).toBe('MACHINERY');
    expect(rptPageAt('/create-transaction/tax-clearance')).toBeUndefined();
  });

  it('takes the transaction type Proceed stored, only for its own module', () => {
    expect(storedStatusId('RPTAX')).toBeNull();
    select('RPTAX', 1);
    expect(storedStatusId('RPTAX')).toBe(1);
    expect(storedStatusId('RPT')).toBeNull();
    select('RPT', 'x');
    expect(storedStatusId('RPT')).toBeNull();
    localStorage.setItem('selectedTransaction', '{not json');
    expect(storedStatusId('RPTAX')).toBeNull();
  });
});
