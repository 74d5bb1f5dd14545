import { fakeTotal } from '@/components/payment-controls-test-kit';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createdAs, FEES, fakePayment, OFFICES, stubApi } from '../test-fixtures';
import type { MiscFee } from '@/domain/contracts/misc-fees';
import { MiscFeePayment } from './misc-fee-payment';
import { MiscFeeSummary } from './misc-fee-summary';

vi.mock('../api/upload-fee-image', () => ({
  uploadFeeImage: vi.fn((file: File, onProgress: (p: number) => void) => {
    onProgress(100);
    return Promise.resolve({
      cdnUrl: '/api/v1/taxpayers/uploads/abc',
      uuid: 'abc',
      name: file.name,
      mimeType: 'image/png',
    });
  }),
}));

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'order.png', { type: 'image/png' });
let calls: ReturnType<typeof stubApi>;

beforeEach(() => {
  calls = stubApi({
    'GET /api/v1/taxpayers/offices': () => OFFICES,
    'GET /api/v1/taxpayers/miscellaneous_fees': () => FEES,
    'POST /api/v1/taxpayers/miscellaneous_fee_payments': () =>
      createdAs('miscellaneous_fee_payments', '77', {
        miscellaneous_fee_id: 12,
        account_title: 'OTHER TREASURY FEES',
        amount: '20.00',
        remarks: 'LOT 5',
        image_url: '/api/v1/taxpayers/uploads/abc',
      }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const off = (el: HTMLElement) =>
  (el as HTMLInputElement).disabled || el.closest('fieldset')?.disabled === true;
const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;

async function chooseFee(user: ReturnType<typeof userEvent.setup>, fee: string) {
  const office = await screen.findByLabelText('Office');
  await within(office).findByRole('option', { name: "City Treasurer's Office" });
  await user.selectOptions(office, "City Treasurer's Office");
  const select = screen.getByLabelText('Fee');
  await within(select).findByRole('option', { name: new RegExp(fee) });
  await user.selectOptions(select, within(select).getByRole('option', { name: new RegExp(fee) }));
}

describe('the miscellaneous fee payment, step 1', () => {
  it('keeps remarks, upload and Proceed off until a fee is chosen, and shows a fixed fee’s amount read-only', async () => {
    const user = userEvent.setup();
    render(<MiscFeePayment payment={fakePayment().payment} />);
    expect(off(await screen.findByLabelText('Remarks'))).toBe(true);
    expect(off(screen.getByLabelText('Image'))).toBe(true);
    expect(off(screen.getByLabelText('Fee'))).toBe(true);
    expect(off(screen.getByRole('button', { name: 'Proceed' }))).toBe(true);

    await chooseFee(user, 'CERTIFIED TRUE COPY');
    expect(off(screen.getByLabelText('Remarks'))).toBe(false);
    expect(valueOf(screen.getByLabelText('Amount'))).toBe('50.00');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).readOnly).toBe(true);
    expect(off(screen.getByRole('button', { name: 'Proceed' }))).toBe(false);
    expect(
      calls.find((c) => c.url.pathname.endsWith('/miscellaneous_fees'))?.url.searchParams.get('office_id'),
    ).toBe('1');
  });

  it('takes a 0.00 fee’s amount from ₱20, upper-cases the remarks, needs the image, then shows the summary', async () => {
    const user = userEvent.setup();
    const fake = fakePayment();
    render(<MiscFeePayment payment={fake.payment} />);
    await chooseFee(user, 'OTHER TREASURY FEES');
    const amount = screen.getByLabelText('Amount');
    expect((amount as HTMLInputElement).readOnly).toBe(false);
    const proceed = screen.getByRole('button', { name: 'Proceed' });
    expect(off(proceed)).toBe(true); // empty amount (§5)
    await user.type(amount, '0.00');
    expect(off(proceed)).toBe(true); // '0.00' (§5)
    await user.clear(amount);
    await user.type(amount, '19.99');
    await user.type(screen.getByLabelText('Remarks'), 'lot 5');
    expect(valueOf(screen.getByLabelText('Remarks'))).toBe('LOT 5');
    await user.click(proceed);
    expect(await screen.findAllByText('Value must be greater than or equal to ₱20')).not.toHaveLength(0);
    expect(screen.getAllByText('Image field is Required')).not.toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '20');
    await user.upload(screen.getByLabelText('Image'), png());
    expect(await screen.findByText('Uploaded: order.png')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Proceed' }));

    const summary = await screen.findByRole('region', { name: 'Review your payment' });
    expect(within(summary).getByText('₱20.00')).toBeTruthy();
    expect(within(summary).getByText('LOT 5')).toBeTruthy();
    expect(within(summary).getByText('order.png')).toBeTruthy();
    await user.click(within(summary).getByRole('button', { name: 'Pay Now' }));
    expect(fake.pay).toHaveBeenCalledWith(expect.any(Function), 'success-page', {
      channel: 'popup',
      total: fakeTotal('20.00'),
    });
    expect(fake.created).toEqual(['77']);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      miscellaneous_fee_id: 12,
      amount: '20',
      remarks: 'LOT 5',
      image_url: '/api/v1/taxpayers/uploads/abc',
    });
  });

  it('goes Back to the form as it was, and starts afresh when another fee is chosen', async () => {
    const user = userEvent.setup();
    render(<MiscFeePayment payment={fakePayment().payment} />);
    await chooseFee(user, 'CERTIFIED TRUE COPY');
    await user.type(screen.getByLabelText('Remarks'), 'title');
    await user.upload(screen.getByLabelText('Image'), png());
    await screen.findByText('Uploaded: order.png');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(valueOf(await screen.findByLabelText('Remarks'))).toBe('TITLE');

    await chooseFee(user, 'OTHER TREASURY FEES');
    expect(valueOf(screen.getByLabelText('Remarks'))).toBe('');
    expect(valueOf(screen.getByLabelText('Amount'))).toBe('');
    expect(screen.queryByText('Uploaded: order.png')).toBeNull();
  });

  it('keeps Back and Pay Now off while the payment starts, labelled as the payment flow says', () => {
    const busy = fakePayment({ busy: true, label: 'Pay with GCASH' }).payment;
    const fee = FEES.data[0] as MiscFee;
    const entry = {
      amount: '50.00',
      remarks: '',
      image_url: '/api/v1/taxpayers/uploads/abc',
      image_name: 'id.png',
    };
    render(
      <MiscFeeSummary
        officeName="City Treasurer's Office"
        fee={fee}
        entry={entry}
        payment={busy}
        onBack={() => {}}
      />,
    );
    expect(off(screen.getByRole('button', { name: 'Pay with GCASH' }))).toBe(true);
    expect(off(screen.getByRole('button', { name: 'Back' }))).toBe(true);
    expect(screen.getByText('None')).toBeTruthy();
  });
});
