import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormPrompt } from './form-prompt';

describe('FormPrompt', () => {
  it('asks its question and answers it with a button that does not submit the form', async () => {
    const onAction = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <FormPrompt question="Don't have an account?" action="Sign Up" onAction={onAction} />
      </form>,
    );
    expect(screen.getByText(/Don't have an account\?/).textContent).toBe("Don't have an account? Sign Up");
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
