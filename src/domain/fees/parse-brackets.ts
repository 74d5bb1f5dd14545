import type { Bracket, ParseContext } from './fee-language';
import { isRecord, parseRate } from './fee-language';

/** A bracket table: rising `below` edges, the last row open; each row an amount or a rate of the whole base. */
export function parseBrackets(rows: readonly unknown[], where: string, { problems, amountAt }: ParseContext) {
  const brackets: Bracket[] = [];
  for (const [i, row] of rows.entries()) {
    const item = isRecord(row) ? row : {};
    const at = `${where}[${i}]`;
    const last = i === rows.length - 1;
    if (item.below === undefined && !last) problems.push(`${at}: only the last bracket has no "below"`);
    if (item.below !== undefined && last) problems.push(`${at}: the last bracket has no "below"`);
    const below = item.below === undefined ? null : amountAt(item.below, `${at}.below`);
    const previous = brackets.at(-1)?.below;
    if (below !== null && previous != null && below <= previous) problems.push(`${at}.below must rise`);
    if (item.rate_percent !== undefined) {
      const rate = parseRate(item.rate_percent);
      if (!rate) problems.push(`${at}.rate_percent: a percent such as "0.375"`);
      brackets.push({ below, rate: rate ?? { percent: '0', numerator: 0n, denominator: 1n } });
    } else {
      brackets.push({ below, amount: amountAt(item.amount, `${at}.amount`) });
    }
  }
  if (brackets.length === 0) problems.push(`${where}: at least one bracket`);
  return brackets;
}
