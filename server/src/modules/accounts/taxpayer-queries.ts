import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxpayers } from '../../db/auth-schema';
import { preparedPerDb } from '../../db/prepared';
import { NotFoundError } from '../../http/http-errors';

export type Taxpayer = typeof taxpayers.$inferSelect;

/** The account with this mobile number (639XXXXXXXXX), if any. */
const byMobile = preparedPerDb((db) =>
  db
    .select()
    .from(taxpayers)
    .where(eq(taxpayers.mobileNumber, sql.placeholder('mobile')))
    .prepare('taxpayer_by_mobile'),
);
const byEmail = preparedPerDb((db) =>
  db
    .select()
    .from(taxpayers)
    .where(eq(taxpayers.email, sql.placeholder('email')))
    .prepare('taxpayer_by_email'),
);

export async function findByMobile(db: Db, mobile: string): Promise<Taxpayer | undefined> {
  const [row] = await byMobile(db).execute({ mobile });
  return row;
}

/** The account with this e-mail (compared in lower case), if any. */
export async function findByEmail(db: Db, email: string): Promise<Taxpayer | undefined> {
  const [row] = await byEmail(db).execute({ email: email.toLowerCase() });
  return row;
}

export async function getTaxpayer(db: Db, id: number): Promise<Taxpayer> {
  const [row] = await db.select().from(taxpayers).where(eq(taxpayers.id, id));
  if (!row) throw new NotFoundError('Account not found');
  return row;
}
