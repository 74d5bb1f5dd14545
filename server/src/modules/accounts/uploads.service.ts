import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, sql, sum } from 'drizzle-orm';
import { UPLOAD_INVALID_MESSAGE, UPLOAD_MAX_BYTES } from '@/domain/constants/upload';
import { uploads } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { HttpError, NotFoundError, ValidationError } from '../../http/http-errors';
import type { AccountsDeps } from './account-deps';
import { reencodeImage } from './reencode-image';

export const UPLOAD_URL_PREFIX = '/api/v1/taxpayers/uploads/';

/**
 * What one account may upload in any 24 hours. A resident needs a photo, a few proofs of payment
 * and an application's requirements; 50 files or 20 MB is several times that, yet stops one
 * account from filling the disk (before this, 50 MB went in half a second).
 */
export const UPLOAD_QUOTA = { files: 50, bytes: 20 * 1_048_576, windowMs: 86_400_000 };
export const UPLOAD_QUOTA_MESSAGE =
  "You have reached today's upload limit (50 files or 20 MB in 24 hours). Please try again tomorrow.";

/** Who asks to read an upload. */
export interface UploadViewer {
  taxpayerId: number;
}

/**
 * Whether the viewer may read an upload of `ownerId`: its uploader only. Staff (a treasurer
 * checking a proof of payment) would be allowed here once accounts have a staff role; §6 knows
 * only signed-in taxpayers, so there is none yet.
 */
export const mayRead = (viewer: UploadViewer, ownerId: number | null): boolean =>
  ownerId !== null && viewer.taxpayerId === ownerId;

type Executor = Pick<Db, 'select'>;

async function usedToday(db: Executor, taxpayerId: number, now: Date) {
  const since = new Date(now.getTime() - UPLOAD_QUOTA.windowMs);
  const [used] = await db
    .select({ files: count(), bytes: sum(uploads.size) })
    .from(uploads)
    .where(and(eq(uploads.taxpayerId, taxpayerId), gt(uploads.createdAt, since)));
  return { files: used?.files ?? 0, bytes: Number(used?.bytes ?? 0) };
}

const overQuota = (used: { files: number; bytes: number }, adding: number) =>
  used.files + 1 > UPLOAD_QUOTA.files || used.bytes + adding > UPLOAD_QUOTA.bytes;

/**
 * Image uploads (§3 upload result): JPEG or PNG by content, at most 5 MB, decoded and re-encoded
 * (reencode-image.ts), within the account's daily quota; readable by their uploader only.
 */
export function createUploadsService({ db, storage, now }: Pick<AccountsDeps, 'db' | 'storage' | 'now'>) {
  return {
    /** Stores an image; `referenced` when the caller links it at once (a proof of payment). */
    async store(
      taxpayerId: number,
      file: { name: string; data: Uint8Array },
      { referenced = false }: { referenced?: boolean } = {},
    ) {
      // Over 5 MB is a 413 as when the body limit stops it: only the envelope's allowance differs.
      if (file.data.length > UPLOAD_MAX_BYTES) throw new HttpError(413, UPLOAD_INVALID_MESSAGE);
      if (file.data.length === 0) throw new ValidationError({ file: [UPLOAD_INVALID_MESSAGE] });
      // Refused before decoding when the quota is spent already: decoding costs CPU.
      if (overQuota(await usedToday(db, taxpayerId, now()), 0)) {
        throw new ValidationError({ file: [UPLOAD_QUOTA_MESSAGE] });
      }
      const image = await reencodeImage(file.data);
      const id = randomUUID();
      const name = file.name.replace(/[^\w.-]+/g, '_').slice(-100) || 'image';
      const path = `${now().toISOString().slice(0, 7)}/${id}`;
      const at = now();
      await db.transaction(async (tx) => {
        // One account's uploads are counted one at a time: parallel requests must not all pass.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${taxpayerId}`}))`);
        if (overQuota(await usedToday(tx, taxpayerId, at), image.data.length)) {
          throw new ValidationError({ file: [UPLOAD_QUOTA_MESSAGE] });
        }
        await tx.insert(uploads).values({
          id,
          taxpayerId,
          mimeType: image.mimeType,
          size: image.data.length,
          name,
          path,
          createdAt: at,
          referencedAt: referenced ? at : null,
        });
      });
      try {
        await storage.put(path, image.data);
      } catch (err) {
        await db.delete(uploads).where(eq(uploads.id, id));
        throw err;
      }
      return { cdnUrl: `${UPLOAD_URL_PREFIX}${id}`, uuid: id, name, mimeType: image.mimeType, isImage: true };
    },

    /** The file, for its uploader; 404 for anyone else, so its existence is not confirmed. */
    async read(id: string, viewer: UploadViewer) {
      if (!/^[0-9a-f-]{36}$/.test(id)) throw new NotFoundError('File not found');
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      if (!row || !mayRead(viewer, row.taxpayerId)) throw new NotFoundError('File not found');
      const data = await storage.get(row.path);
      if (!data) throw new NotFoundError('File not found');
      return { data, mimeType: row.mimeType, name: row.name };
    },

    /**
     * Marks the upload at `url` as in use by this account (a profile photo), so the sweep of
     * never-referenced uploads keeps it. False when it is not this account's upload, or is gone.
     */
    async reference(url: string, taxpayerId: number): Promise<boolean> {
      if (!url.startsWith(UPLOAD_URL_PREFIX)) return false;
      const id = url.slice(UPLOAD_URL_PREFIX.length);
      const marked = await db
        .update(uploads)
        .set({ referencedAt: sql`coalesce(${uploads.referencedAt}, ${now().toISOString()}::timestamptz)` })
        .where(and(eq(uploads.id, id), eq(uploads.taxpayerId, taxpayerId)))
        .returning({ id: uploads.id });
      return marked.length > 0;
    },

    /** {@link reference} for several URLs in one statement; answers those that are the account's own. */
    async referenceAll(urls: readonly string[], taxpayerId: number): Promise<Set<string>> {
      const ids = [...new Set(urls)]
        .filter((url) => url.startsWith(UPLOAD_URL_PREFIX))
        .map((url) => url.slice(UPLOAD_URL_PREFIX.length));
      if (ids.length === 0) return new Set();
      const marked = await db
        .update(uploads)
        .set({ referencedAt: sql`coalesce(${uploads.referencedAt}, ${now().toISOString()}::timestamptz)` })
        .where(and(inArray(uploads.id, ids), eq(uploads.taxpayerId, taxpayerId)))
        .returning({ id: uploads.id });
      return new Set(marked.map((row) => `${UPLOAD_URL_PREFIX}${row.id}`));
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
