import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';
import { parseManilaDate } from './manila-date';

describe('formatDate', () => {
  it('shows month abbreviation, day and year', () => expect(formatDate('2024-01-05')).toBe('Jan 5, 2024'));

  it('uses Manila time for instants, whatever the machine zone', () => {
    expect(formatDate('2023-12-31T16:30:00Z')).toBe('Jan 1, 2024');
    expect(formatDate(new Date(Date.UTC(2024, 5, 30, 15, 59)))).toBe('Jun 30, 2024');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the time for notices of violation', () => {
    expect(formatDateTime('2024-03-09 13:05:00')).toBe('Mar 9, 2024 1:05 PM');
    expect(formatDateTime('2024-03-09T00:00:00+08:00')).toBe('Mar 9, 2024 12:00 AM');
  });
});

describe('parseManilaDate', () => {
  it('reads a zone-less API timestamp as Manila time', () =>
    expect(parseManilaDate('2024-03-09 13:05:00')?.toISOString()).toBe('2024-03-09T05:05:00.000Z'));
});

describe('in Filipino', () => {
  it('formats fil-PH on the same Manila clock', () => {
    expect(formatDate('2024-01-05', 'fil-PH')).toBe('Ene 5, 2024');
    expect(formatDateTime('2024-03-09 13:05:00', 'fil-PH')).toBe('Mar 9, 2024 1:05 PM');
  });
});

describe('written out, as Intl writes it', () => {
  // Every month, both halves of the day and both of the portal's locales, against the browser's
  // own formatter (Node's full ICU here), on Manila's clock.
  const instants = Array.from({ length: 12 * 8 }, (_, i) =>
    Date.UTC(2024 + (i % 3), Math.floor(i / 8), 1 + ((i * 7) % 28), (i * 5) % 24, (i * 13) % 60),
  );
  const intl = (locale: string, options: Intl.DateTimeFormatOptions, at: number) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Asia/Manila' })
      .format(at)
      .replace(/\u202f/g, ' ');

  for (const locale of ['en-PH', 'fil-PH']) {
    it(`matches Intl's ${locale} dates and times`, () => {
      for (const at of instants) {
        const date = intl(locale, { month: 'short', day: 'numeric', year: 'numeric' }, at);
        const time = intl(locale, { hour: 'numeric', minute: '2-digit', hour12: true }, at);
        expect(formatDate(new Date(at), locale)).toBe(date);
        expect(formatDateTime(new Date(at), locale)).toBe(`${date} ${time}`);
      }
    });
  }

  it('writes noon and midnight as 12', () => {
    expect(formatDateTime('2024-03-09 12:00:00')).toBe('Mar 9, 2024 12:00 PM');
    expect(formatDateTime('2024-03-09 00:30:00')).toBe('Mar 9, 2024 12:30 AM');
  });
});
