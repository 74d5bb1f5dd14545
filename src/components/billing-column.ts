/**
 * One attribute of a bill as a billing screen shows it: its label (the §2.10 column name) and how
 * to read it from the record. A table makes the labels its headers; a card would pair them.
 */
export interface BillingColumn<R> {
  label: string;
  value: (record: R) => string;
}
