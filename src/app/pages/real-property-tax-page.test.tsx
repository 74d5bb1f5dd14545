import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import RealPropertyTaxPage from './real-property-tax-page';

function open(path: string) {
  const { hook } = memoryLocation({ path });
  render(
    <Router hook={hook}>
      <RealPropertyTaxPage />
    </Router>,
  );
}
const select = (module_type: string, application_status_id: number) =>
  localStorage.setItem('selectedTransaction', JSON.stringify({ module_type, application_status_id }));

describe('the real property tax page', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('searches an owner’s properties for the transaction type chosen in Select Transaction', () => {
    select('RPT', 39);
    open('/create-transaction/rpt-machinery-transaction');
    expect(screen.getByRole('heading', { level: 1, name: 'Real Property Tax' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Search properties by owner ID' })).toBeTruthy();
  });

  it('sends the payer to choose a transaction type when none was chosen for its module', () => {
    select('RPTAX', 1);
    open('/create-transaction/rpt-land-transaction');
    expect(screen.queryByLabelText('Owner ID')).toBeNull();
    expect(
      screen.getByText('Choose Real Property Tax in E-Government first, then its transaction type.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
