import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_INVALID_MESSAGE, UPLOAD_MAX_BYTES } from '@/domain/constants/upload';
import { UPLOAD_LIMIT_BYTES } from '../../http/body-limits';
import { fieldErrors, mobileNumbers } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';

// Each refusal of an upload says the §8 message, and a body too large is stopped while it
// streams (issue 14, "Uploads").
let t: AccountsTestApp;
let token: string;
let png: Buffer;
beforeAll(async () => {
  t = await createAccountsTestApp();
  token = (await t.client.signUp(mobileNumbers(178_000_000)())).token;
  png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const UPLOADS = '/api/v1/taxpayers/uploads';
const BOUNDARY = '----bayan-test-boundary';
const bearer = () => ({ Authorization: `Bearer ${token}` });

function upload(data: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], name, { type }));
  return t.app.request(UPLOADS, { method: 'POST', body: form, headers: bearer() });
}

/**
 * A multipart body of `fileBytes` bytes of file, sent as a stream in 64 KiB chunks with no
 * Content-Length (as a chunked upload arrives); `pulled()` says how much of it was read.
 */
function streamedUpload(fileBytes: number) {
  const head = new TextEncoder().encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = new Uint8Array(64 * 1024);
  let fileSent = 0;
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let part: Uint8Array;
      if (pulled === 0) part = head;
      else if (fileSent < fileBytes) {
        part = chunk.subarray(0, Math.min(chunk.length, fileBytes - fileSent));
        fileSent += part.length;
      } else {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      pulled += part.length;
      controller.enqueue(part);
    },
  });
  const request = new Request(`http://localhost${UPLOADS}`, {
    method: 'POST',
    body,
    headers: { ...bearer(), 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: 'half',
  } as RequestInit);
  return { response: () => t.app.request(request), pulled: () => pulled };
}

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('POST /api/v1/taxpayers/uploads refuses', () => {
  it('a file of 5 MB + 1 byte with 413 and the §8 message, storing nothing', async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(png);
    const before = t.storage.size();
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(await messageOf(res)).toBe('File size is too large or file format is invalid.');
    expect(t.storage.size()).toBe(before);
  });

  it('a streamed body past the limit with 413 as soon as it passes, without reading the rest', async () => {
    const { response, pulled } = streamedUpload(64 * 1_048_576);
    const res = await response();
    expect(res.status).toBe(413);
    expect(await messageOf(res)).toBe(UPLOAD_INVALID_MESSAGE);
    // Read up to the limit, plus the chunk that crossed it and the one the stream queued ahead;
    // not the 64 MB sent.
    expect(pulled()).toBeGreaterThan(UPLOAD_MAX_BYTES);
    expect(pulled()).toBeLessThanOrEqual(UPLOAD_LIMIT_BYTES + 2 * 64 * 1024 + 1024);
  });

  it('a Content-Length over the limit with 413 before reading any of the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const res = await t.app.request(
      new Request(`http://localhost${UPLOADS}`, {
        method: 'POST',
        body,
        headers: {
          ...bearer(),
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Content-Length': String(50 * 1_048_576),
        },
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(await messageOf(res)).toBe(UPLOAD_INVALID_MESSAGE);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('an HTML page named .jpg and sent as image/jpeg, with the §8 message', async () => {
    const before = t.storage.size();
    const html = new TextEncoder().encode(
      '<!doctype html><html><body><script>alert(1)</script></body></html>',
    );
    const res = await upload(html, 'photo.jpg', 'image/jpeg');
    expect((await fieldErrors(res)).file).toEqual([UPLOAD_INVALID_MESSAGE]);
    expect(t.storage.size()).toBe(before);
  });

  it('a GIF and an empty file, with the §8 message', async () => {
    const gif = await sharp(png).gif().toBuffer();
    expect((await fieldErrors(await upload(gif, 'anim.gif', 'image/gif'))).file).toEqual([
      UPLOAD_INVALID_MESSAGE,
    ]);
    expect((await fieldErrors(await upload(new Uint8Array(0), 'empty.png', 'image/png'))).file).toEqual([
      UPLOAD_INVALID_MESSAGE,
    ]);
  });
});

describe('GET /api/v1/taxpayers/uploads/{id}', () => {
  it('is served as an inline image that is never sniffed, under its cleaned name', async () => {
    const res = await upload(png, 'my photo<1>.png', 'image/png');
    expect(res.status).toBe(201);
    const { cdnUrl } = ((await res.json()) as { data: { cdnUrl: string } }).data;
    const served = await t.app.request(cdnUrl, { headers: bearer() });
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Disposition')).toBe('inline; filename="my_photo_1_.png"');
  });
});
