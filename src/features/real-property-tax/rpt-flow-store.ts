import { create } from 'zustand';
import type { RptListResponse, RptProperty, RptTotal } from '@/domain/contracts/property-tax';
import { DEFAULT_PERIOD } from '@/domain/constants/quarters';

/** The two steps of §2.11, the second ending in the summary that Submit opens (§4). */
export type RptStep = 'search' | 'lists' | 'summary';

/** What step 1 searched: the owner and the tax year. */
export interface RptQuery {
  owner_id: string;
  year: number;
}

interface RptFlowState {
  step: RptStep;
  query: RptQuery | null;
  /** The lists as searched, kept so Back to Calculate can return to them. */
  searched: RptListResponse | null;
  /** The ready properties and their total: as searched, then as the last calculation answered. */
  properties: RptProperty[];
  total: RptTotal | null;
  /** The period chosen on each ready card, by PIN (4 until changed, §4). */
  periods: Record<string, number>;
  /** A calculation has answered: Submit is enabled only then (§4). */
  calculated: boolean;
  /** The last calculation said another payer's checkout for these quarters is open (issue 25). */
  beingPaid: boolean;
}

const initial: RptFlowState = {
  step: 'search',
  query: null,
  searched: null,
  properties: [],
  total: null,
  periods: {},
  calculated: false,
  beingPaid: false,
};

const defaultPeriods = (properties: readonly RptProperty[]) =>
  Object.fromEntries(properties.map((p) => [p.pin, DEFAULT_PERIOD]));

/** The RPT flow (§2.11, §4): search, the lists with their cards and calculation, the summary. */
export const useRptFlow = create<RptFlowState>(() => initial);

/** Step 1 answered: the lists, each card at period 4 and unselected. */
export const showLists = (query: RptQuery, list: RptListResponse) =>
  useRptFlow.setState({
    ...initial,
    step: 'lists',
    query,
    searched: list,
    properties: list.properties,
    total: list.total,
    periods: defaultPeriods(list.properties),
  });

export const choosePeriod = (pin: string, period: number) =>
  useRptFlow.setState((s) => ({ periods: { ...s.periods, [pin]: period } }));

/** A calculation answered: it replaces the properties and the total (§4). */
export const showCalculation = (properties: RptProperty[], total: RptTotal, beingPaid = false) =>
  useRptFlow.setState({ properties, total, calculated: true, beingPaid });

/** Submit: the summary, only once something was calculated. */
export const submitCalculation = () => useRptFlow.setState((s) => (s.calculated ? { step: 'summary' } : {}));

/** Back to Calculate resets the calculation: the lists as searched, every period 4 again (§4). */
export const backToCalculate = () =>
  useRptFlow.setState((s) =>
    s.searched
      ? {
          step: 'lists',
          properties: s.searched.properties,
          total: s.searched.total,
          periods: defaultPeriods(s.searched.properties),
          calculated: false,
          beingPaid: false,
        }
      : initial,
  );

/** Back to Search Owner ID, and leaving the page: everything forgotten. */
export const resetRptFlow = () => useRptFlow.setState(initial);

/** The properties a calculation priced, which Submit bills. */
export const selectedProperties = (properties: readonly RptProperty[]) =>
  properties.filter((p) => p.selected);
