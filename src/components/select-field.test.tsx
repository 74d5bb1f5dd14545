import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

const QUARTERS = [
  { value: '1', label: '1st', disabled: true },
  { value: '2', label: '2nd' },
];

describe('SelectField', () => {
  it('shows disabled options that cannot be chosen, after a "Select …" choice', async () => {
    const onChange = vi.fn();
    render(<SelectField label="Period" options={QUARTERS} value="" onChange={onChange} />);
    const select = screen.getByLabelText('Period');
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['Select period', false],
      ['1st', true],
      ['2nd', false],
    ]);
    await userEvent.selectOptions(select, '2');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('has no empty choice when its placeholder is null', () => {
    render(<SelectField label="Quarter" placeholder={null} options={QUARTERS} defaultValue="2" />);
    const options = within(screen.getByLabelText('Quarter')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['1st', '2nd']);
  });

  it('ties its hint and error to the select for screen readers', () => {
    render(
      <SelectField id="year" label="Year" hint="Unpaid years only." error="Year is required" options={[]} />,
    );
    const select = screen.getByLabelText('Year');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const described = (select.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Unpaid years only.',
      'Year is required',
    ]);
  });
});
