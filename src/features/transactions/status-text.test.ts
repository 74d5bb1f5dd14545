import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@/domain/statuses/application-statuses';
import { applyLocale } from '@/lib/i18n/locale';
import { statusMessages } from './status-messages';
import { statusText } from './status-text';

describe('statusText', () => {
  it('keeps the English catalogue equal to the domain table', () => {
    for (const s of APPLICATION_STATUSES) {
      expect(statusMessages.t(`label.${s.value}` as never)).toBe(s.label);
      expect(statusMessages.t(`description.${s.value}` as never)).toBe(s.description);
    }
  });

  it("lets the server's description win in English", () => {
    expect(statusText('paid', 'en')).toEqual({ label: 'PAID', description: 'Payment received.' });
    expect(statusText('PAID', 'en', 'Paid through the gateway.').description).toBe(
      'Paid through the gateway.',
    );
  });

  it("shows the catalogue's Filipino, even over the server's English", async () => {
    await statusMessages.load('fil');
    applyLocale('fil');
    try {
      expect(statusText('PAID', 'fil', 'Payment received.')).toEqual({
        label: 'BAYAD NA',
        description: 'Natanggap ang bayad.',
      });
      // An unknown status is shown as it came, never as a catalogue key.
      expect(statusText('ON HOLD', 'fil', 'Held by the office.')).toEqual({
        label: 'ON HOLD',
        description: 'Held by the office.',
      });
    } finally {
      applyLocale('en');
    }
  });
});
