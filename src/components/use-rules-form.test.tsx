import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '@/lib/i18n/define-catalog';
import { applyLocale } from '@/lib/i18n/locale';
import { ApiError } from '@/lib/http';
import { FormFeedback } from './form-feedback';
import { TextField } from './text-field';
import { useRulesForm } from './use-rules-form';

type Values = { first_name: string };

function Harness({ action }: { action: (values: Values) => Promise<void> }) {
  const form = useRulesForm<Values>({
    rules: { first_name: 'required' },
    options: { labels: { first_name: 'Given Name' } },
    defaultValues: { first_name: '' },
  });
  const submit = form.submitWith(action);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Name">
      <FormFeedback feedback={form.feedback} idPrefix="t-" />
      <TextField
        id="t-first_name"
        label="Given Name"
        error={form.errors.first_name?.message}
        {...form.register('first_name')}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useRulesForm', () => {
  it('in Filipino waits for the Filipino §5 messages (loaded only then) and shows them', async () => {
    const user = userEvent.setup();
    act(() => applyLocale('fil'));
    try {
      // React retries a suspended render inside act() only here; the browser needs no such help.
      await act(async () => {
        render(
          <Suspense fallback={<p>Loading</p>}>
            <Harness action={() => Promise.resolve()} />
          </Suspense>,
        );
        await loadCatalogs('fil');
      });
      await user.click(await screen.findByRole('button', { name: 'Save' }));
      expect((await screen.findByRole('alert')).textContent).toContain('Kailangan ang Given Name');
    } finally {
      act(() => applyLocale('en'));
    }
  });

  it('shows the error summary, linked to the field, when the rules fail; the action does not run', async () => {
    const user = userEvent.setup();
    const action = vi.fn(() => Promise.resolve());
    render(<Harness action={action} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('There is a problem');
    const link = screen.getByRole('link', { name: /Given Name/ });
    expect(link.getAttribute('href')).toBe('#t-first_name');
    expect(screen.getByLabelText('Given Name').getAttribute('aria-invalid')).toBe('true');
    expect(action).not.toHaveBeenCalled();
  });

  it('puts a server 422 naming a field under that field', async () => {
    const user = userEvent.setup();
    const action = vi.fn(() =>
      Promise.reject(
        new ApiError('The given data was invalid.', 422, { first_name: 'Name is on a watch list' }),
      ),
    );
    render(<Harness action={action} />);

    await user.type(screen.getByLabelText('Given Name'), 'Juan');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const input = screen.getByLabelText('Given Name');
    expect(await screen.findByText('Name is on a watch list', { selector: '.field-error' })).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(action).toHaveBeenCalledWith({ first_name: 'Juan' });
    // The field's message is not repeated as the form's own alert.
    expect(screen.queryByText('The given data was invalid.')).toBeNull();
  });

  it('shows a rejection that names no field of the form as its alert', async () => {
    const user = userEvent.setup();
    render(<Harness action={() => Promise.reject(new ApiError('Service unavailable', 503))} />);

    await user.type(screen.getByLabelText('Given Name'), 'Juan');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Service unavailable');
  });
});
