import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { taxpayers } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { invalidField } from '../../http/http-errors';
import type { BillKind } from '../../billing/bill-kind';
import { namePrefixes, storedMobile } from './search-term';
import { SUPPORT_MESSAGES } from './support.messages';

export const SEARCH_PAGE_SIZE = 20;
const PEOPLE_LIMIT = 20;

export const personColumns = {
  id: taxpayers.id,
  firstName: taxpayers.firstName,
  lastName: taxpayers.lastName,
  mobile: taxpayers.mobileNumber,
  email: taxpayers.email,
  createdAt: taxpayers.createdAt,
};

/**
 * Taxpayer support's one search (issue 28): a reference, an OR number, a mobile number, an
 * e-mail, a name, or whatever identifier a kind of bill knows (a BIN, a TD number, an NOV or SOA
 * number, an application's identity field: BillKind.matches). Every condition uses an index;
 * the transactions come newest first, a page at a time, with the people whose account matched.
 */
export function createSupportSearch({ db, kinds }: { db: Db; kinds: readonly BillKind[] }) {
  function peopleWhere(term: string): SQL | undefined {
    const mobile = storedMobile(term);
    if (mobile) return eq(taxpayers.mobileNumber, mobile);
    if (term.includes('@')) return sql`lower(${taxpayers.email}) = ${term.toLowerCase()}`;
    const words = namePrefixes(term);
    if (words.length === 0) return undefined;
    return and(
      ...words.map(
        (w) => sql`(lower(${taxpayers.firstName}) like ${w} or lower(${taxpayers.lastName}) like ${w})`,
      ),
    );
  }

  async function search(raw: string, page: number) {
    const term = raw.trim();
    if (term.length < 3) throw invalidField('q', SUPPORT_MESSAGES.termTooShort);
    if (term.length > 100) throw invalidField('q', SUPPORT_MESSAGES.termTooLong);
    const who = peopleWhere(term);
    const people = who
      ? await db
          .select(personColumns)
          .from(taxpayers)
          .where(who)
          .orderBy(taxpayers.lastName, taxpayers.id)
          .limit(PEOPLE_LIMIT)
      : [];
    const upper = term.toUpperCase();
    const conditions = [
      inArray(transactionHistories.referenceNumber, [...new Set([term, upper])]),
      inArray(transactionHistories.officialReceiptNumber, [...new Set([term, upper])]),
      people.length > 0
        ? inArray(
            transactionHistories.taxpayerId,
            people.map((p) => p.id),
          )
        : undefined,
      ...kinds.map((k) => k.matches?.(term)),
    ].filter((c): c is SQL => c !== undefined);
    const where = or(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: transactionHistories.id,
          reference: transactionHistories.referenceNumber,
          status: transactionHistories.status,
          amount: transactionHistories.amount,
          description: transactionHistories.description,
          transactionType: transactionHistories.transactionType,
          orNumber: transactionHistories.officialReceiptNumber,
          createdAt: transactionHistories.createdAt,
          paidAt: transactionHistories.paidAt,
          taxpayerId: transactionHistories.taxpayerId,
          payor: sql<string>`trim(${taxpayers.firstName} || ' ' || ${taxpayers.lastName})`,
        })
        .from(transactionHistories)
        .innerJoin(taxpayers, eq(taxpayers.id, transactionHistories.taxpayerId))
        .where(where)
        .orderBy(desc(transactionHistories.createdAt), desc(transactionHistories.id))
        .limit(SEARCH_PAGE_SIZE)
        .offset((page - 1) * SEARCH_PAGE_SIZE),
      db.select({ n: count() }).from(transactionHistories).where(where),
    ]);
    return { people, rows, total: total?.n ?? 0 };
  }

  return { search };
}

export type SupportSearch = ReturnType<typeof createSupportSearch>;
