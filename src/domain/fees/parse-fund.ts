import { FUND_CODES, type FundCode } from '../treasury/funds';
import type { FundOf } from './fee-language';

// An agency's short name as a treasurer writes it on a remittance: BFP, DPWH, BIR.
const AGENCY = /^[A-Z][A-Z0-9 &.-]{0,39}$/;

const isFund = (value: unknown): value is FundCode => FUND_CODES.some((code) => code === value);

/**
 * A fee's or a line's `fund` (GF, SEF or TF; the General Fund when it says none) and `remit_to`
 * (the agency the LGU holds the money for and remits it to: only Trust Fund money is another's).
 * A line taking a regulatory fee (`fee:`) takes that fee's fund unless it names its own.
 */
export function parseFund(
  item: Record<string, unknown>,
  where: string,
  problems: string[],
  inherited: FundOf = { fund: 'GF' },
): FundOf {
  const fund = item.fund === undefined ? inherited.fund : item.fund;
  if (!isFund(fund)) {
    problems.push(`${where}.fund: ${String(fund)} is not a fund (${FUND_CODES.join(', ')})`);
    return { fund: 'GF' };
  }
  // A line naming its own fund keeps nothing of the fee's: its money is no longer the agency's.
  const remitTo = item.fund === undefined && item.remit_to === undefined ? inherited.remitTo : item.remit_to;
  if (remitTo === undefined) return { fund };
  if (typeof remitTo !== 'string' || !AGENCY.test(remitTo.trim())) {
    problems.push(`${where}.remit_to: the agency's short name in capitals, such as BFP`);
    return { fund };
  }
  if (fund !== 'TF') {
    problems.push(
      `${where}.remit_to: money remitted to ${remitTo.trim()} is held in the Trust Fund (fund: TF)`,
    );
  }
  return { fund, remitTo: remitTo.trim() };
}
