import { sql, type SQL } from 'drizzle-orm';

/**
 * A readable name for an actor or subject string, in SQL (so the viewer can filter on it):
 * 'staff:3' → the member's name, 'taxpayer:12' → the account's name, 'application:42' → its
 * reference number, 'transaction:7' → its reference number, 'operator:juan' → juan (the command
 * line's user); anything else as it is. The patterns guard the casts: a malformed id reads as
 * itself, never as an error.
 */
export function nameOf(column: SQL): SQL<string> {
  return sql<string>`coalesce(case
    when ${column} ~ '^staff:[0-9]{1,9}$' then
      (select s.name from staff_accounts s where s.id = substring(${column} from 7)::int)
    when ${column} ~ '^taxpayer:[0-9]{1,9}$' then
      (select trim(tp.first_name || ' ' || tp.last_name) from taxpayers tp where tp.id = substring(${column} from 10)::int)
    when ${column} ~ '^application:[0-9]{1,9}$' then
      (select th.reference_number from applications a join transaction_histories th on th.id = a.transaction_id
        where a.id = substring(${column} from 13)::int)
    when ${column} ~ '^transaction:[0-9]{1,9}$' then
      (select th.reference_number from transaction_histories th where th.id = substring(${column} from 13)::int)
    when ${column} like 'operator:_%' then substring(${column} from 10)
  end, ${column})`;
}
