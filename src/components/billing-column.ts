import type { ReactNode } from 'react';

/**
 * One attribute of a record as a result shows it (a bill's §2.10 column, a transaction's): its
 * label and how to read it from the record. A wide table makes the labels its headers; a narrow
 * one turns each record into a card of label: value rows, the `lead` ones (the amount, the
 * status) first and large.
 */
export interface BillingColumn<R> {
  label: string;
  value: (record: R) => ReactNode;
  /** Shown first and large on a card: what the payer looks for (the amount to pay, the status). */
  lead?: boolean;
  /** An amount: right-aligned in the table, never wrapped. */
  numeric?: boolean;
  /** A column whose cells say what they are (a View link): its header is for screen readers only. */
  labelHidden?: boolean;
}
