import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Language } from '@/domain/constants/languages';
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
const byVerifiedEmail = preparedPerDb((db) =>
  db
    .select()
    .from(taxpayers)
    .where(and(eq(taxpayers.email, sql.placeholder('email')), isNotNull(taxpayers.emailVerifiedAt)))
    .prepare('taxpayer_by_verified_email'),
);

export async function findByMobile(db: Db, mobile: string): Promise<Taxpayer | undefined> {
  const [row] = await byMobile(db).execute({ mobile });
  return row;
}

/**
 * The account that confirmed this e-mail (compared in lower case), if any. An unconfirmed address
 * is no one's: it neither signs in, nor receives reset links, nor blocks anyone else.
 */
export async function findByVerifiedEmail(db: Db, email: string): Promise<Taxpayer | undefined> {
  const [row] = await byVerifiedEmail(db).execute({ email: email.toLowerCase() });
  return row;
}

export async function getTaxpayer(db: Db, id: number): Promise<Taxpayer> {
  const [row] = await db.select().from(taxpayers).where(eq(taxpayers.id, id));
  if (!row) throw new NotFoundError('Account not found');
  return row;
}

const languageById = preparedPerDb((db) =>
  db
    .select({ language: taxpayers.language })
    .from(taxpayers)
    .where(eq(taxpayers.id, sql.placeholder('id')))
    .prepare('taxpayer_language'),
);

/** The language an account saved ('en' unless it chose Filipino); undefined for no such account. */
export async function findLanguage(db: Db, id: number): Promise<Language | undefined> {
  const [row] = await languageById(db).execute({ id });
  return row?.language;
}
