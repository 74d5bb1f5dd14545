import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BillingColumn } from './billing-column';
import { RecordTable } from './record-table';

type Row = { ref: string; amount: string; status: string };
const COLUMNS: readonly BillingColumn<Row>[] = [
  { label: 'REFERENCE', value: (r) => r.ref },
  { label: 'AMOUNT', value: (r) => r.amount, lead: true, numeric: true },
  { label: 'STATUS', value: (r) => <strong>{r.status}</strong>, lead: true },
  { label: 'Details', value: (r) => <a href={`/t/${r.ref}`}>View</a>, labelHidden: true },
];
const ROWS = [
  { ref: 'A-1', amount: '₱10.00', status: 'PAID' },
  { ref: 'A-2', amount: '', status: 'PENDING' },
];

describe('RecordTable', () => {
  it('is one table named by its caption: a header per label, a row per record', () => {
    render(<RecordTable caption="Your things" records={ROWS} columns={COLUMNS} rowKey={(r) => r.ref} />);
    const table = screen.getByRole('table', { name: 'Your things' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['REFERENCE', 'AMOUNT', 'STATUS', 'Details']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['A-1', '₱10.00', 'PAID', 'View']);
    // An empty value shows as a dash, not as a blank cell.
    expect(within(second as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('—');
  });

  it('labels each cell for its card and marks the lead ones; a hidden label stays for screen readers', () => {
    render(<RecordTable caption="Your things" records={ROWS} columns={COLUMNS} rowKey={(r) => r.ref} />);
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['REFERENCE', 'AMOUNT', 'STATUS', null]);
    expect(cells.map((c) => c.classList.contains('record-lead'))).toEqual([false, true, true, false]);
    expect(cells[1]?.classList.contains('record-numeric')).toBe(true);
    expect(screen.getByRole('columnheader', { name: 'Details' }).firstElementChild?.className).toBe(
      'visually-hidden',
    );
  });

  it('is cards at every width when asked', () => {
    const { container, rerender } = render(
      <RecordTable caption="Your things" records={ROWS} columns={COLUMNS} rowKey={(r) => r.ref} />,
    );
    expect(container.firstElementChild?.className).toBe('record-table');
    rerender(
      <RecordTable caption="Your things" records={ROWS} columns={COLUMNS} rowKey={(r) => r.ref} cards />,
    );
    expect(container.firstElementChild?.className).toBe('record-table record-table-cards');
  });
});
