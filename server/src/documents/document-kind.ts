import type { Bilingual } from '@/domain/applications/application-definition';
import type { Paper } from './pdf/pdf-layout';

/**
 * Where a document's text comes from: a fact (a key of what the kind stored at issue, or one of
 * the document's own: `$number`, `$valid_until`, `$issued_by`, `$issued_at`), or a small
 * combination of facts. Values are written as data in a kind's entry, never as code.
 */
export type FactValue =
  | string
  /** Facts joined by `with` (a space by default), blanks left out: a person's name. */
  | { join: readonly FactValue[]; with?: string }
  /** The first of these that is not blank: the owner's name, else the business name. */
  | { first: readonly FactValue[] }
  /** A street and the names of the place codes after it, joined by commas: an address. */
  | { address: { street?: string; places: readonly string[] } }
  | { date: string }
  | { datetime: string }
  /**
   * Centavos shown as ₱1,234.50 (printed PHP 1,234.50: the PDF fonts have no peso sign); `sign:
   * false` prints 1,234.50, for a column of amounts under a heading that says they are pesos.
   */
  | { money: string; sign?: false }
  /** A stored choice in words, by the entry's own table ('WHITE_CARD' → 'WHITE (FOOD HANDLER)'); as stored if not in it. */
  | { words: string; of: Readonly<Record<string, string>> }
  | { literal: string };

/** One part of a document's body, top to bottom. */
export type TemplateBlock =
  | { row: string; value: FactValue; hideEmpty?: boolean; money?: boolean; bold?: boolean }
  | { heading: string }
  | { text: FactValue; size?: number; bold?: boolean }
  /** A numbered list from a fact holding rows (business activities), at most `max` shown. */
  | { list: string; item: FactValue; max: number }
  /** Amount lines from a fact holding `{ label, basis?, amount }` rows (an SOA's), and their total. */
  | { lines: string; total: FactValue; totalLabel: string }
  /**
   * A table from a fact holding rows (an abstract's receipts): a bold heading row (drawn again on
   * each new page), a row per fact row, each cell wrapped to its column, and a bold `foot` row (a
   * fact holding one row: the totals) after a rule.
   */
  | { table: string; columns: readonly TableColumn[]; foot?: string }
  | { gap: number }
  | { rule: true };

/** A column of a table block: its heading, its share of the page's width, and what its cells print. */
export interface TableColumn {
  heading: string;
  /** Relative width: the columns share the width between the margins in these proportions. */
  width: number;
  value: FactValue;
  align?: 'left' | 'right';
}

/** How a document looks: its paper, its header under the LGU's name, its body and its footer. */
export interface DocumentTemplate {
  paper: Paper;
  /** The office under the LGU's name ('Office of the Mayor: Business Permits and Licensing'). */
  office?: string;
  heading: string;
  /** What its number is called on the page ('Permit No.'). */
  numberLabel: string;
  blocks: readonly TemplateBlock[];
  /** Beside the QR code, above its address. */
  qrNote: string;
  /** Small print under the QR code's note, a line each ('' for none). */
  notes: string;
}

/** A number series: `{prefix}-{year}-{000001}`, counted per Manila year under `series`. */
export interface NumberSeries {
  series: string;
  prefix: string;
}

/**
 * A document kind's registry entry (docs/documents.md): data, written in the kind's own small
 * file and registered by its module. The document service knows no kind but these entries.
 */
export interface DocumentKind {
  kind: string;
  title: Bilingual;
  /** What the verification page calls it ('permit', 'permiso'): "This permit is valid." */
  noun: Bilingual;
  /** Numbered by the document service; without one the issuer gives the number (an OR's). */
  series?: NumberSeries;
  /**
   * How long it is valid: to the end of the year (or the quarter, Manila) of issue, some days,
   * what the issuer says, or always.
   */
  validity: 'end_of_year' | 'end_of_quarter' | 'from_issuer' | 'always' | { days: number };
  /**
   * When it is issued: by the office's release of the application (a permit, a certificate), when
   * owed (an official receipt once paid, an SOA once assessed: issued the first time it is asked
   * for), or on request (a report the office asks for: the treasury's Abstract of Collections).
   */
  issued: 'on release' | 'when owed' | 'on request';
  template: DocumentTemplate;
  /** What /verify/{code} shows besides its number, validity and status: nothing private. */
  verify: readonly { label: Bilingual; value: FactValue }[];
  /** The PDF's file name; `{number}` is replaced. */
  fileName: string;
}

/** What a kind asks the document service to issue. */
export interface IssueRequest {
  kind: string;
  /** What it is issued for, unique within the kind (an application's id, a transaction's). */
  subjectKey: string;
  applicationId?: number;
  transactionId?: number;
  /** What the document says, kept as it is now (a reprint prints the same). */
  facts: Record<string, unknown>;
  /** The issuer's number, for a kind without a series (an OR number). */
  number?: string;
  /** The issuing kind's number prefix instead of the series' own (a definition's numberPrefix). */
  prefix?: string;
  /** YYYY-MM-DD, for a kind whose validity is the issuer's (an SOA's last day). */
  validUntil?: string;
  /** The audit's actor ('staff:3', 'gateway', 'system') and the name printed ('' for none). */
  issuedBy: string;
  issuedByName?: string;
  /** When it was issued, if not now (an OR issued when it was paid). */
  issuedAt?: Date;
}
