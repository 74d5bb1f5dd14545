/** One choice of a select or radio group. */
export interface Option<TValue extends string | number = string> {
  value: TValue;
  label: string;
  /** Shown but not choosable (a year or quarter that cannot be paid). */
  disabled?: boolean;
}

/** Options whose label is their value, as most §3 lists are. */
export const asOptions = <TValue extends string>(values: readonly TValue[]): Option<TValue>[] =>
  values.map((value) => ({ value, label: value }));
