import { afterEach, describe, expect, it } from 'vitest';
import { useLocale } from './locale';
import { warmIntl } from './warm-intl';

const { NumberFormat, DateTimeFormat } = Intl;

describe('warmIntl: the locale data for money and dates loaded ahead of the render', () => {
  afterEach(() => {
    Object.assign(Intl, { NumberFormat, DateTimeFormat });
    useLocale.setState({ locale: 'en' });
  });

  it('makes a money and a Manila date formatter in the reader’s language, in a task of its own', () => {
    useLocale.setState({ locale: 'fil' });
    const made: string[] = [];
    Object.assign(Intl, {
      NumberFormat: class extends NumberFormat {
        constructor(locale: string, options?: Intl.NumberFormatOptions) {
          super(locale, options);
          made.push(`number ${locale}`);
        }
      },
      DateTimeFormat: class extends DateTimeFormat {
        constructor(locale: string, options?: Intl.DateTimeFormatOptions) {
          super(locale, options);
          made.push(`date ${locale} ${options?.timeZone ?? ''}`);
        }
      },
    });
    const tasks: Array<() => void> = [];
    warmIntl((run) => tasks.push(run));
    // Nothing inside the caller's task: the start-up script stays as short as it was.
    expect(made).toEqual([]);
    tasks.forEach((run) => run());
    expect(made).toEqual(['number fil-PH', 'date fil-PH Asia/Manila']);
  });
});
