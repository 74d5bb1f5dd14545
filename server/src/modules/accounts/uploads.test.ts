import { crc32 } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_INVALID_MESSAGE } from '@/domain/constants/upload';
import { uploads } from '../../db/auth-schema';
import { fieldErrors, mobileNumbers } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';
import { TOO_MANY_PIXELS_MESSAGE } from './reencode-image';
import { UPLOAD_QUOTA, UPLOAD_QUOTA_MESSAGE } from './uploads.service';

let t: AccountsTestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createAccountsTestApp();
  png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(177_000_000);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function upload(token: string, data: Uint8Array, name = 'image.png') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], name, { type: 'image/png' }));
  return t.app.request('/api/v1/taxpayers/uploads', { method: 'POST', body: form, headers: bearer(token) });
}

async function uploaded(token: string, data: Uint8Array = png) {
  const res = await upload(token, data);
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { cdnUrl: string; uuid: string } }).data;
}

/** Gaussian noise on black: it does not compress, so the encoded image stays large. */
const noise = (width: number, height: number, sigma: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', sigma } } });

const read = (url: string, token?: string) => t.app.request(url, { headers: token ? bearer(token) : {} });

const rowsOf = (ids: string[]) => t.database.db.select().from(uploads).where(inArray(uploads.id, ids));

describe('GET /api/v1/taxpayers/uploads/{id}', () => {
  it('serves an upload to the account that uploaded it only, and lets no cache keep it', async () => {
    const { token: owner } = await t.client.signUp(nextMobile());
    const { token: other } = await t.client.signUp(nextMobile());
    const { cdnUrl } = await uploaded(owner);

    const mine = await read(cdnUrl, owner);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store');

    // Another account gets the answer of a file that does not exist: nothing is confirmed.
    const theirs = await read(cdnUrl, other);
    const missing = await read('/api/v1/taxpayers/uploads/00000000-0000-0000-0000-000000000000', other);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual(await missing.json());
    expect((await read(cdnUrl)).status).toBe(401);
  });
});

describe('POST /api/v1/taxpayers/uploads decodes and re-encodes', () => {
  it('keeps only the pixels of a polyglot (an image with a script and an archive appended)', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const tail = Buffer.from('<script>alert(document.cookie)</script>PK\x03\x04payload.js');
    for (const image of [png, await sharp(png).jpeg().toBuffer()]) {
      const { cdnUrl } = await uploaded(token, Buffer.concat([image, tail]));
      const served = Buffer.from(await (await read(cdnUrl, token)).arrayBuffer());
      expect(served.includes('<script>')).toBe(false);
      expect(served.includes('PK\x03\x04')).toBe(false);
      expect(await sharp(served).metadata()).toMatchObject({ width: 6, height: 4 });
    }
  });

  it('drops EXIF (a GPS position, a name) and turns the photo upright first', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#d33' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Juan Dela Cruz, 14.5995N 120.9842E' } } })
      .toBuffer();
    expect(photo.includes('Juan Dela Cruz')).toBe(true);
    const { cdnUrl } = await uploaded(token, photo);
    const served = Buffer.from(await (await read(cdnUrl, token)).arrayBuffer());
    expect(served.includes('Juan Dela Cruz')).toBe(false);
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a PNG that declares 100,000 × 100,000 pixels, from its header', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const bomb = Buffer.from(png);
    // IHDR: width and height at bytes 16-23, its CRC (over type and data) at 29-32.
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const before = t.storage.size();
    expect((await fieldErrors(await upload(token, bomb))).file).toEqual([TOO_MANY_PIXELS_MESSAGE]);
    expect(t.storage.size()).toBe(before);
  });

  it('refuses a JPEG whose pixel data is cut short', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const noisy = await noise(200, 150, 40).jpeg().toBuffer();
    const cut = noisy.subarray(0, Math.floor(noisy.length / 2));
    expect((await fieldErrors(await upload(token, cut))).file).toEqual([UPLOAD_INVALID_MESSAGE]);
  });
});

describe('the daily upload quota', () => {
  it('lets one account upload 50 files a day, even when they are sent all at once', async () => {
    const mobile = nextMobile();
    const { token } = await t.client.signUp(mobile);
    const { token: other } = await t.client.signUp(nextMobile());
    const answers = await Promise.all(Array.from({ length: 55 }, () => upload(token, png)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(UPLOAD_QUOTA.files);
    const refused = answers.find((r) => r.status !== 201);
    if (!refused) throw new Error('every upload was accepted');
    expect((await fieldErrors(refused)).file).toEqual([UPLOAD_QUOTA_MESSAGE]);
    // Another account is not affected; the same account may upload again a day later.
    expect((await upload(other, png)).status).toBe(201);
    t.clock.advanceMinutes(24 * 60 + 1);
    expect((await upload(await t.client.loginToken(mobile), png)).status).toBe(201);
  });

  it('lets one account store 20 MB a day', async () => {
    const { token } = await t.client.signUp(nextMobile());
    // Noise does not compress: about 4.5 MB as a PNG, under the 5 MB limit of one file.
    const heavy = await noise(1250, 1200, 60).png().toBuffer();
    const accepted: string[] = [];
    let res = await upload(token, heavy);
    while (res.status === 201 && accepted.length < 10) {
      accepted.push(((await res.json()) as { data: { uuid: string } }).data.uuid);
      res = await upload(token, heavy);
    }
    expect((await fieldErrors(res)).file).toEqual([UPLOAD_QUOTA_MESSAGE]);
    const sizes = (await rowsOf(accepted)).map((r) => r.size);
    const stored = sizes.reduce((a, b) => a + b, 0);
    expect(accepted.length).toBeLessThan(UPLOAD_QUOTA.files);
    expect(stored).toBeLessThanOrEqual(UPLOAD_QUOTA.bytes);
    expect(stored + Math.min(...sizes)).toBeGreaterThan(UPLOAD_QUOTA.bytes);
  });
});

describe('the sweep of uploads never referenced', () => {
  it('removes an upload no profile took a day later, and keeps the profile photo', async () => {
    const mobile = nextMobile();
    const { token } = await t.client.signUp(mobile);
    const abandoned = await uploaded(token);
    const photo = await uploaded(token);
    const saved = await t.client.put(
      '/v1/taxpayers/update/profile',
      {
        first_name: 'Ana',
        last_name: 'Reyes',
        photo: photo.cdnUrl,
        birthdate: '1991-02-03',
        place_of_birth_region_code: '0400000000',
        place_of_birth_province_code: '0403400000',
        place_of_birth_municipality_code: 'BDC',
      },
      token,
    );
    expect(saved.status).toBe(200);

    // Sessions end within a day: sign in again after each wait.
    t.clock.advanceMinutes(23 * 60);
    await t.services.accounts.uploadSweeper.sweep();
    expect((await read(abandoned.cdnUrl, await t.client.loginToken(mobile))).status).toBe(200);

    t.clock.advanceMinutes(2 * 60);
    const storedBefore = t.storage.size();
    expect(await t.services.accounts.uploadSweeper.sweep()).toBeGreaterThanOrEqual(1);
    const later = await t.client.loginToken(mobile);
    expect((await read(abandoned.cdnUrl, later)).status).toBe(404);
    expect(await rowsOf([abandoned.uuid])).toEqual([]);
    expect(t.storage.size()).toBeLessThan(storedBefore);
    expect((await read(photo.cdnUrl, later)).status).toBe(200);
    const [kept] = await t.database.db.select().from(uploads).where(eq(uploads.id, photo.uuid));
    expect(kept?.referencedAt).not.toBeNull();
  });
});
