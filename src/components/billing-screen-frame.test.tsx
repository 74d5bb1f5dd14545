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

  it("keeps what was typed behind 'No Record Found', and starts clean after a bill", async () => {
    function Typed({ answer }: { answer: Bill | null }) {
      return (
        <BillingScreenFrame<Found>
          title="Notice of violation"
          search={(show) => (
            <form>
              <input aria-label="NOV Number" />
              <button type="button" onClick={() => show({ record: answer })}>
                Search
              </button>
            </form>
          )}
        >
          {(_, { back }) => (
            <button type="button" onClick={back}>
              Back
            </button>
          )}
        </BillingScreenFrame>
      );
    }
    const { unmount } = render(<Typed answer={null} />);
    await userEvent.type(screen.getByLabelText('NOV Number'), '101-26-0312-000001');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('No Record Found')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'NOV Number' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('NOV Number') as HTMLInputElement).value).toBe('101-26-0312-000001');
    expect(document.activeElement).toBe(screen.getByLabelText('NOV Number'));
    unmount();

    render(<Typed answer={{ tdn: 'A-001', amount: '1.00' }} />);
    await userEvent.type(screen.getByLabelText('NOV Number'), '101-26-0312-0000001');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('NOV Number') as HTMLInputElement).value).toBe('');
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
