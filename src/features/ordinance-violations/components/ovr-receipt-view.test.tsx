import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { OvrReceipt } from '@/domain/contracts/ordinance-violations';
import { OvrReceiptView } from './ovr-receipt-view';
import { RECEIPT, stubOvrApi } from './ovr-test-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const withStatus = (soa_status: OvrReceipt['attributes']['soa_status']): OvrReceipt => ({
  ...RECEIPT,
  attributes: { ...RECEIPT.attributes, soa_status },
});

function show(receipt: OvrReceipt, onChanged = vi.fn()) {
  const { hook } = memoryLocation({ path: '/create-transaction/ordinance-violation-system?receipt=12' });
  render(
    <Router hook={hook}>
      <OvrReceiptView
        receipt={receipt}
        onChanged={onChanged}
        pay={(id) => <button type="button">{`Pay ${id}`}</button>}
      />
    </Router>,
  );
  return onChanged;
}

describe("a resident's ordinance violation receipt", () => {
  it('shows its statement of account and Pay Now while it can be paid, and takes a new photo', () => {
    show(RECEIPT);
    const soa = screen.getByRole('region', { name: 'Statement of Account' });
    expect(soa.textContent).toMatch(/SOA No\.OVR-SOA-2026-000001/);
    expect(soa.textContent).toMatch(/₱500\.00/);
    expect(soa.textContent).toMatch(/Payable/);
    expect(screen.getByRole('button', { name: 'Pay 77' })).toBeTruthy();
    expect(screen.getByLabelText('Photo of the OVR')).toBeTruthy();
  });

  it('offers a new statement once it expired, and shows the new one', async () => {
    const calls = stubOvrApi({
      'POST /api/v1/taxpayers/ordinance_violation_receipts/12/regenerate_soa': () => ({
        data: { ...RECEIPT, attributes: { ...RECEIPT.attributes, soa_number: 'OVR-SOA-2026-000002' } },
        message: 'Action Successful!',
      }),
    });
    const onChanged = show(withStatus('EXPIRED SOA'));
    expect(screen.getByText(/This statement of account expired on Jul 1, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate SOA' }));
    expect(calls.map((c) => c.method)).toEqual(['POST']);
    expect(onChanged).toHaveBeenCalledWith(
      expect.objectContaining({ attributes: expect.objectContaining({ soa_number: 'OVR-SOA-2026-000002' }) }),
    );
  });

  it('once paid, points to the transaction and its receipt, with no photo or payment', () => {
    show(withStatus('PAID'));
    expect(screen.getByRole('link', { name: 'View Transaction' }).getAttribute('href')).toBe(
      '/transaction-history/77',
    );
    expect(screen.queryByLabelText('Photo of the OVR')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});
