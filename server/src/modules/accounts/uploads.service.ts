import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { UPLOAD_INVALID_MESSAGE, UPLOAD_MAX_BYTES } from '@/domain/constants/upload';
import { uploads } from '../../db/auth-schema';
import { NotFoundError, ValidationError } from '../../http/http-errors';
import type { AccountsDeps } from './account-deps';
import { imageTypeOf } from './image-type';

export const UPLOAD_URL_PREFIX = '/api/v1/taxpayers/uploads/';

/** Image uploads (§3 upload result): JPEG or PNG by content, at most 5 MB, kept in file storage. */
export function createUploadsService({ db, storage, now }: Pick<AccountsDeps, 'db' | 'storage' | 'now'>) {
  return {
    async store(taxpayerId: number, file: { name: string; data: Uint8Array }) {
      const mimeType = imageTypeOf(file.data);
      if (!mimeType || file.data.length > UPLOAD_MAX_BYTES || file.data.length === 0) {
        throw new ValidationError({ file: [UPLOAD_INVALID_MESSAGE] });
      }
      const id = randomUUID();
      const name = file.name.replace(/[^\w.-]+/g, '_').slice(-100) || 'image';
      const path = `${now().toISOString().slice(0, 7)}/${id}`;
      await storage.put(path, file.data);
      await db.insert(uploads).values({ id, taxpayerId, mimeType, size: file.data.length, name, path });
      return { cdnUrl: `${UPLOAD_URL_PREFIX}${id}`, uuid: id, name, mimeType, isImage: true };
    },

    async read(id: string) {
      if (!/^[0-9a-f-]{36}$/.test(id)) throw new NotFoundError('File not found');
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      const data = row ? await storage.get(row.path) : null;
      if (!row || !data) throw new NotFoundError('File not found');
      return { data, mimeType: row.mimeType };
    },

    /** True when the upload URL points at a file this account uploaded. */
    async ownedBy(url: string, taxpayerId: number) {
      if (!url.startsWith(UPLOAD_URL_PREFIX)) return false;
      const [row] = await db
        .select()
        .from(uploads)
        .where(eq(uploads.id, url.slice(UPLOAD_URL_PREFIX.length)));
      return row?.taxpayerId === taxpayerId;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
