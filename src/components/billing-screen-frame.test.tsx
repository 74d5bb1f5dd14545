import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BillingDetails } from './billing-details';
import { BillingScreenFrame } from './billing-screen-frame';

type Bill = { tdn: string; amount: string };
type Found = { record: Bill | null };
const COLUMNS = [
  { label: 'TDN', value: (b: Bill) => b.tdn },
  { label: 'AMOUNT', value: (b: Bill) => b.amount },
];

function Screen({ answer }: { answer: Bill | null }) {
  return (
    <BillingScreenFrame<Found>
      title="Real property tax billing"
      search={(show) => (
        <button type="button" onClick={() => show({ record: answer })}>
          Search
        </button>
      )}
    >
      {(bill, { back }) => (
        <>
          <BillingDetails caption="Real property tax bill" record={bill.record} columns={COLUMNS} />
          <button type="button" onClick={back}>
            Back
          </button>
        </>
      )}
    </BillingScreenFrame>
  );
}

describe('BillingScreenFrame and BillingDetails', () => {
  it('shows the search, then the bill with a column per label and its value', async () => {
    render(<Screen answer={{ tdn: 'A-001', amount: '' }} />);
    expect(screen.getByRole('region', { name: 'Real property tax billing' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    const table = screen.getByRole('table', { name: 'Real property tax bill' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['TDN', 'AMOUNT']);
    // An empty value shows as a dash, not as a blank cell.
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['A-001', '—']);
    expect(document.activeElement).toBe(table.closest('section'));
    expect(screen.getByRole('region', { name: 'Real property tax bill' })).toBe(table.closest('section'));

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it("shows 'No Record Found' with Back when the search found nothing", async () => {
    render(<Screen answer={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('No Record Found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('gives focus to the first field of the view a search or Back opens, never to <body>', async () => {
    render(
      <BillingScreenFrame<Found>
        title="Business tax"
        search={(show) => (
          <form>
            <input aria-label="BIN" />
            <button type="button" onClick={() => show({ record: { tdn: 'A-001', amount: '1.00' } })}>
              Search
            </button>
          </form>
        )}
      >
        {(_, { back }) => (
          <div>
            <select aria-label="Period" />
            <button type="button" onClick={back}>
              Back
            </button>
          </div>
        )}
      </BillingScreenFrame>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'BIN' }));
  });
});
