import { describe, expect, it } from 'vitest';
import { olderChoices, proceedSubPath, transactionSubPath } from './transaction-routes';

const api = { billingSource: 'API' } as const;

describe('transactionSubPath (§2.8 routing table)', () => {
  it.each([
    ['T_BPLS', 'NEW', 'business-permit-new'],
    ['T_BPLS', 'RENEWAL', 'business-permit-renew'],
    ['BPLS', 'NEW', 'e2e-business-permit-new'],
    ['BPLS', 'RENEWAL', 'e2e-business-permit-renew'],
    ['BPLS', 'CHANGE', 'e2e-business-permit-change'],
    ['BPLS', 'QUARTERLY', 'e2e-business-permit-quarterly'],
    ['BPLS', 'DELINQUENT', 'e2e-business-permit-delinquent'],
    ['BPLS', 'RETIREMENT', 'e2e-business-permit-retirement'],
    ['EBPLS', 'NEW', 'ebpls-new'],
    ['EBPLS', 'RENEWAL', 'ebpls-renew'],
    ['MVOPS', 'NEW', 'motorized-permit-new'],
    ['SCMS', 'NEW', 'senior-citizen-new'],
    ['CDL', 'INDIVIDUAL', 'cedula-individual-new'],
    ['CDL', 'CORPORATION', 'cedula-corporation-new'],
    ['PSA', 'BIRTH CERTIFICATE', 'birth-certificate-new'],
    ['PSA', 'DEATH CERTIFICATE', 'death-certificate-new'],
    ['PSA', 'MARRIAGE CERTIFICATE', 'marriage-certificate-new'],
    ['OHP', 'NEW', 'occupational-health-new'],
    ['OHP', 'RENEWAL', 'occupational-health-renew'],
    ['OHP', 'EDUCATIONAL INSTITUTION', 'educational-institution'],
    ['HC', 'AMBULANT', 'health-certificate-ambulant'],
    ['HC', 'CITY EMPLOYEE', 'health-certificate-city-employee'],
    ['HC', 'CONTRACT OF SERVICE', 'health-certificate-contract-service'],
    ['HC', 'MARKET VENDORS', 'health-certificate-market-vendor'],
    ['OP', 'NEW', 'occupational-permit'],
    ['OVRS', 'OVR PAYMENT', 'ordinance-violation-system'],
    ['PC', 'NEW', 'police-clearance-new'],
    ['RPTAX', 'TAX PAYMENT', 'rptax-billing'],
    ['RPTAX', 'TAX CLEARANCE', 'tax-clearance'],
    ['EHELP', 'Electronic Immunization Registration', 'vaccination'],
    ['RPT', 'RPT Land Payment', 'rpt-land-transaction'],
    ['RPT', 'RPT Building Payment', 'rpt-building-transaction'],
    ['RPT', 'RPT Machinery Payment', 'rpt-machinery-transaction'],
  ])('%s %s → %s', (module, type, path) => {
    expect(transactionSubPath(module, type, api)).toBe(path);
  });

  it('sends RPTAX TAX PAYMENT to rptax-csv when bills come from CSV, else rptax-billing', () => {
    expect(transactionSubPath('RPTAX', 'TAX PAYMENT', { billingSource: 'CSV' })).toBe('rptax-csv');
    expect(transactionSubPath('RPTAX', 'TAX PAYMENT', { billingSource: 'MANUAL' })).toBe('rptax-billing');
  });

  it('knows no page for an unknown combination', () => {
    expect(transactionSubPath('BPLS', 'NOPE', api)).toBeNull();
    expect(transactionSubPath('NOPE', 'NEW', api)).toBeNull();
  });

  it('uses the older sub-paths in the older variant', () => {
    expect(transactionSubPath('CDL', 'INDIVIDUAL', api, 'older')).toBe('cedula-individual');
    expect(transactionSubPath('PSA', 'BIRTH CERTIFICATE', api, 'older')).toBe('birth-certificate');
    expect(transactionSubPath('HC', 'AMBULANT', api, 'older')).toBe('health-certificate');
    expect(transactionSubPath('OVRS', 'OVR PAYMENT', api, 'older')).toBe('ordinance-violation-receipt');
    expect(transactionSubPath('RPTAX', 'DELINQUENT', api, 'older')).toBe('deliquent');
    expect(transactionSubPath('SPECIAL_PERMIT', 'PUV', api, 'older')).toBe('puv');
    expect(transactionSubPath('SPECIAL_PERMIT', 'TRICYCLE', api, 'older')).toBe('tricycle');
  });
});

describe('olderChoices (the older variant onto the current kinds)', () => {
  it('names the choices an older sub-path stands for that have a current page', () => {
    expect(olderChoices('cedula-individual')).toEqual([{ moduleType: 'CDL', transactionType: 'INDIVIDUAL' }]);
    expect(olderChoices('health-certificate').map((c) => c.transactionType)).toEqual([
      'AMBULANT',
      'CITY EMPLOYEE',
      'CONTRACT OF SERVICE',
      'MARKET VENDORS',
    ]);
    expect(olderChoices('current')).toEqual([{ moduleType: 'RPTAX', transactionType: 'TAX PAYMENT' }]);
  });

  it('names none for a sub-path both tables share or one with no current page', () => {
    expect(olderChoices('cedula-corporation-new')).toEqual([]);
    expect(olderChoices('puv')).toEqual([]);
    expect(olderChoices('deliquent')).toEqual([]);
    expect(olderChoices('nope')).toEqual([]);
  });
});

describe('proceedSubPath (the table, then the kind a definition declares)', () => {
  it('opens the page a definition declares when the table has no row for it', () => {
    expect(proceedSubPath('BRGY', 'NEW', api, 'current', 'barangay-clearance-new')).toBe(
      'barangay-clearance-new',
    );
    expect(proceedSubPath('BRGY', 'NEW', api, 'older', 'barangay-clearance-new')).toBe(
      'barangay-clearance-new',
    );
  });

  it("keeps §2.8's row where the table has one, and knows nothing neither names", () => {
    expect(proceedSubPath('CDL', 'INDIVIDUAL', api, 'older', 'cedula-individual-new')).toBe(
      'cedula-individual',
    );
    expect(proceedSubPath('RPTAX', 'TAX PAYMENT', { billingSource: 'CSV' }, 'current', null)).toBe(
      'rptax-csv',
    );
    expect(proceedSubPath('BRGY', 'NEW', api, 'current', null)).toBeNull();
    expect(proceedSubPath('BRGY', 'NEW', api, 'current', undefined)).toBeNull();
  });
});
