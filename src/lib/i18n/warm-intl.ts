import { getIntlLocale } from './locale';

/**
 * Loads the browser's locale data for money and Manila dates in a task of its own, while a page's
 * data is on its way. The first Intl formatter of a page costs a slow phone 100 ms or more (the
 * engine reads its locale tables once); made inside the render that shows the data, that cost
 * lengthens the longest task of the page and delays what the resident came to read.
 */
export function warmIntl(schedule: (run: () => void) => void = (run) => setTimeout(run, 0)) {
  schedule(() => {
    const locale = getIntlLocale();
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(0);
    new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Manila', month: 'short' }).format(0);
  });
}
