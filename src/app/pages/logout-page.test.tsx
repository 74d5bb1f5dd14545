import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import LogoutPage from './logout-page';

const at = (path: string) => {
  const { hook, searchHook } = memoryLocation({ path });
  return render(
    <Router hook={hook} searchHook={searchHook}>
      <LogoutPage />
    </Router>,
  );
};

describe('/logout', () => {
  it('says a session ended because the password was changed, and what to do', () => {
    at('/logout?reason=password-changed');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your session ended because the password was changed' }),
    ).toBeTruthy();
    expect(screen.getByText(/Sign in again with the new password/)).toBeTruthy();
  });

  it('says signed out otherwise', () => {
    at('/logout');
    expect(screen.queryByText(/password was changed/)).toBeNull();
  });
});
