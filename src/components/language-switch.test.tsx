import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '@/lib/i18n/locale';
import { ConfirmDialog } from './confirm-dialog';
import { LanguageSwitch } from './language-switch';

afterEach(() => applyLocale('en'));

const noop = () => undefined;

describe('LanguageSwitch', () => {
  it('switches the words on screen to Filipino, sets <html lang> and remembers the choice', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageSwitch />
        <ConfirmDialog message="?" onConfirm={noop} onCancel={noop} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Filipino' }));

    expect(await screen.findByRole('button', { name: 'Oo' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Kumpirmasyon' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Wika' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filipino' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('fil');
    expect(localStorage.getItem('locale')).toBe('fil');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Yes' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
