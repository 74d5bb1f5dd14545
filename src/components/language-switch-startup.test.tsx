import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';

// Its own file: the language is read once, when the catalogue modules load.
it('starts in Filipino when this device chose it; the root waits for the catalogue, no Suspense needed', async () => {
  localStorage.setItem('locale', 'fil');
  const { LanguageSwitch } = await import('./language-switch');
  await act(async () => {
    render(<LanguageSwitch />);
  });
  expect(await screen.findByRole('group', { name: 'Wika' })).toBeTruthy();
  expect(document.documentElement.lang).toBe('fil');
});
