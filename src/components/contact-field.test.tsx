import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactField, type ContactChannel } from './contact-field';
import { useRulesForm } from './use-rules-form';

type Values = { contact: string };

function Harness({ channel, onSend }: { channel: ContactChannel; onSend: (values: Values) => void }) {
  const form = useRulesForm<Values>({
    rules: { contact: channel === 'mobile' ? 'required|mobile_number_63' : 'required|email' },
    defaultValues: { contact: '' },
  });
  const submit = form.submitWith((values) => Promise.resolve(onSend(values)));
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <ContactField channel={channel} form={form} name="contact" idPrefix="t-" />
      <button type="submit">Next</button>
    </form>
  );
}

describe('ContactField', () => {
  it('takes a mobile number after the fixed +63 and gives the form 639XXXXXXXXX', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Harness channel="mobile" onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Mobile Number' });
    expect(input.id).toBe('t-contact');
    await user.type(input, '09171234567');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSend).toHaveBeenCalledWith({ contact: '639171234567' });
  });

  it('takes an e-mail address and shows its error under it', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Harness channel="email" onSend={onSend} />);
    const input = screen.getByLabelText('Email Address');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.id).toBe('t-contact');
    await user.type(input, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('t-contact-error')?.textContent).toMatch(/valid email/i);
    expect(onSend).not.toHaveBeenCalled();
  });
});
