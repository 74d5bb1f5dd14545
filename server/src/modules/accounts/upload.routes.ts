import { Hono, type MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../http/auth-guard';
import { readUploadedFile } from '../../http/read-uploaded-file';
import type { UploadsService } from './uploads.service';

/** `POST /v1/taxpayers/uploads` (multipart field `file`) and `GET /v1/taxpayers/uploads/{id}` (own files only). */
export function uploadRoutes({
  uploads,
  guard,
  limit,
}: {
  uploads: UploadsService;
  guard: MiddlewareHandler<AuthEnv>;
  /** The upload body limit (http/body-limits.ts). */
  limit: MiddlewareHandler;
}) {
  const app = new Hono<AuthEnv>();
  app.post('/v1/taxpayers/uploads', guard, limit, async (c) => {
    const stored = await uploads.store(c.get('auth').taxpayerId, await readUploadedFile(c));
    return c.json({ data: stored, message: 'File Uploaded!' }, 201);
  });
  // Only the uploader's session reads a file (others get 404). The web fetches it with the bearer
  // token and shows an object URL (an <img src> cannot send the token).
  app.get('/v1/taxpayers/uploads/:id', guard, async (c) => {
    const file = await uploads.read(c.req.param('id'), { taxpayerId: c.get('auth').taxpayerId });
    return c.body(file.data, 200, {
      'Content-Type': file.mimeType,
      // no-store: the browser's cache is keyed by URL, not by token, so a stored copy would be
      // shown to the next account signed in on a shared phone without asking the server.
      'Cache-Control': 'private, no-store',
      // Served as the image it was re-encoded to, never sniffed into something else (also sent
      // for every answer by security-headers; said here too so this route never depends on it).
      'X-Content-Type-Options': 'nosniff',
      // The stored name is [\w.-] only (uploads.service), so it needs no escaping in the quotes.
      'Content-Disposition': `inline; filename="${file.name}"`,
    });
  });
  return app;
}
