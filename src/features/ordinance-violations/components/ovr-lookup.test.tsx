import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendOvrPhoto } from '../api/send-ovr-photo';
import { OvrLookup } from './ovr-lookup';
import { RECEIPT, stubOvrApi, TICKET } from './ovr-test-fixtures';

vi.mock('../api/send-ovr-photo', () => ({
  sendOvrPhoto: vi.fn((_fields: unknown, _file: File, onProgress: (p: number) => void) => {
    onProgress(100);
    return Promise.resolve({ data: RECEIPT, message: 'Created!' });
  }),
}));

let answer: unknown;
beforeEach(() => {
  answer = { data: null };
  stubOvrApi({ 'GET /api/v1/taxpayers/ordinance_violation_receipts/check/ovr': () => answer });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(sendOvrPhoto).mockClear();
});

async function search(user: ReturnType<typeof userEvent.setup>, ovrNo = 'OVR-2026-000101') {
  await user.type(screen.getByLabelText('OVR Number'), ovrNo);
  await user.type(screen.getByLabelText("Violator's Last Name"), 'Dela Cruz');
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('finding an ordinance violation receipt', () => {
  it('says No Record Found for a number and name that match none, and Back keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<OvrLookup statusId={31} onOpen={vi.fn()} />);
    await search(user, 'OVR-9');
    expect(await screen.findByText('No Record Found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('OVR Number') as HTMLInputElement).value).toBe('OVR-9');
  });

  it('asks for both fields before searching', async () => {
    const user = userEvent.setup();
    render(<OvrLookup statusId={31} onOpen={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText(/OVR Number field is Required/)).not.toHaveLength(0);
  });

  it('shows the ticket and its fines; its photo bills it and opens the receipt', async () => {
    answer = { data: { type: 'ordinance_violations', id: '5', attributes: TICKET } };
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<OvrLookup statusId={31} onOpen={onOpen} />);
    await search(user);
    const ticket = await screen.findByRole('region', { name: 'Ordinance violation receipt' });
    expect(ticket.textContent).toMatch(/OVR No\. OVR-2026-000101: ₱500\.00/);
    expect(ticket.textContent).toMatch(/JUAN P\. DELA CRUZ/);
    const fines = screen.getByRole('table', { name: 'Ordinances violated' });
    expect(within(fines).getByText('LITTERING')).toBeTruthy();
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'ovr.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo of the OVR'), photo);
    expect(vi.mocked(sendOvrPhoto).mock.calls[0]?.[0]).toEqual({
      ovr_no: 'OVR-2026-000101',
      last_name: 'Dela Cruz',
      application_status_id: 31,
    });
    expect(onOpen).toHaveBeenCalledWith('12');
  });

  it('shows a paid ticket as paid, asking for no photo', async () => {
    answer = { data: { type: 'ordinance_violations', id: '5', attributes: { ...TICKET, is_paid: true } } };
    const user = userEvent.setup();
    render(<OvrLookup statusId={31} onOpen={vi.fn()} />);
    await search(user);
    expect(await screen.findByText('This ordinance violation receipt has already been paid.')).toBeTruthy();
    expect(screen.queryByLabelText('Photo of the OVR')).toBeNull();
  });

  it('opens the receipt the resident already sent instead of asking again', async () => {
    answer = { data: { type: 'ordinance_violations', id: '5', attributes: { ...TICKET, receipt_id: '12' } } };
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<OvrLookup statusId={31} onOpen={onOpen} />);
    await search(user);
    await user.click(await screen.findByRole('button', { name: 'Open your payment' }));
    expect(onOpen).toHaveBeenCalledWith('12');
  });
});
