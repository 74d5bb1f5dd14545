import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_MESSAGE } from '@/domain/constants/error-messages';
import { OFFLINE_MESSAGE } from '@/lib/http';
import { applyLocale } from '@/lib/i18n/locale';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { ToastView } from './toast-view';

describe('ToastView', () => {
  afterEach(() => applyLocale('en'));

  it("says the app's own error words in the reader's language, and the server's as they came", async () => {
    render(
      <>
        <ToastView id={1} kind="error" message={OFFLINE_MESSAGE} />
        <ToastView id={2} kind="error" message={FALLBACK_MESSAGE} />
        <ToastView id={3} kind="error" message="Hindi wasto ang BIN." />
      </>,
    );
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeTruthy();
    await act(() => switchLocale('fil'));
    expect(
      screen.getByText('Walang koneksyon sa internet. Suriin ang iyong koneksyon at subukang muli.'),
    ).toBeTruthy();
    expect(screen.getByText('Naku! May nangyaring mali')).toBeTruthy();
    expect(screen.getByText('Hindi wasto ang BIN.')).toBeTruthy();
  });
});
