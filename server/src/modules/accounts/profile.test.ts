import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_INVALID_MESSAGE, UPLOAD_MAX_BYTES } from '@/domain/constants/upload';
import { PROFILE_RULES } from '@/domain/contracts/profile-form';
import { validateForm } from '@/domain/validation/validate-form';
import { fieldErrors, linkIn, messageOf, mobileNumbers } from '../../testing/accounts-client';
import { createAccountsTestApp, type AccountsTestApp } from '../../testing/accounts-test-app';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const nextMobile = mobileNumbers(176_000_000);

// A real 1×1 PNG, and a real JPEG (the server decodes them): it reads the bytes, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let JPEG: Buffer;
beforeAll(async () => {
  JPEG = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#c03' } })
    .jpeg()
    .toBuffer();
});

function upload(token: string, data: Uint8Array, name: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], name, { type }));
  return t.app.request('/api/v1/taxpayers/uploads', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
}

interface Uploaded {
  data: { cdnUrl: string; uuid: string; name: string; mimeType: string; isImage: boolean };
  message: string;
}

async function uploadedPhoto(token: string) {
  const res = await upload(token, PNG, 'me.png');
  expect(res.status).toBe(201);
  return ((await res.json()) as Uploaded).data.cdnUrl;
}

/** The seven fields that make a profile complete (§3, §4), plus a few more. */
const profileFields = (photo: string) => ({
  first_name: 'Juan',
  middle_name: 'Santos',
  last_name: 'Dela Cruz',
  photo,
  birthdate: '1990-05-17',
  // Codes of the seeded demo places (place-names.ts refuses codes not on the list).
  place_of_birth_region_code: '0400000000',
  place_of_birth_province_code: '0403400000',
  place_of_birth_municipality_code: 'BDC',
  gender: 'Male',
  street: '12 Mabini St.',
});

type ProfileAttributes = Record<string, unknown>;
async function profileOf(token: string): Promise<ProfileAttributes> {
  const res = await t.client.get('/v1/taxpayers/profile', token);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { attributes: ProfileAttributes } }).data.attributes;
}

const save = (token: string, body: Record<string, unknown>) =>
  t.client.put('/v1/taxpayers/update/profile', body, token);

describe('GET and PUT /api/v1/taxpayers/profile', () => {
  it('starts as a first login with an incomplete profile', async () => {
    const { token } = await t.client.signUp(nextMobile());
    expect(await profileOf(token)).toMatchObject({ is_first_login: 1, is_profile_complete: false });
  });

  it('clears is_first_login on the first save and is complete once the first seven fields are set', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const photo = await uploadedPhoto(token);
    const res = await save(token, profileFields(photo));
    expect(res.status).toBe(200);
    const saved = (await res.json()) as { data: { attributes: ProfileAttributes }; message: string };
    expect(saved.message).toBe('Updated!');
    expect(saved.data.attributes).toMatchObject({ is_first_login: 0, is_profile_complete: true });

    expect(await profileOf(token)).toMatchObject({
      first_name: 'JUAN',
      middle_name: 'SANTOS',
      last_name: 'DELA CRUZ',
      _full_name: 'JUAN SANTOS DELA CRUZ',
      gender: 'MALE',
      // Excepted from upper-casing (§5): URLs and codes are sent as typed.
      photo,
      birthdate: '1990-05-17',
      birth_date: '1990-05-17',
      place_of_birth_municipality_code: 'BDC',
      is_first_login: 0,
      is_profile_complete: true,
    });
  });

  it('takes the TIN in the 9-, 12- or 14-digit form of the card and keeps one canonical form', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const photo = await uploadedPhoto(token);
    for (const [typed, kept] of [
      ['123456789', '123-456-789-00000'],
      ['123-456-789-000', '123-456-789-00000'],
      ['123-456-789-001', '123-456-789-00001'],
      ['123-456-789-00002', '123-456-789-00002'],
    ]) {
      expect((await save(token, { ...profileFields(photo), tin_number: typed })).status, typed).toBe(200);
      expect((await profileOf(token)).tin_number).toBe(kept);
    }
    const bad = await save(token, { ...profileFields(photo), tin_number: '1234' });
    expect(bad.status).toBe(422);
  });

  it('answers 422 naming each failing field with the form messages', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const photo = await uploadedPhoto(token);
    const payload = {
      ...profileFields(photo),
      birthdate: '05/17/1990',
      first_name: '',
      spouse_mobile_number: '0917',
    };
    const errors = await fieldErrors(await save(token, payload));
    expect(Object.keys(errors).sort()).toEqual(['birthdate', 'first_name', 'spouse_mobile_number']);
    const form = validateForm(PROFILE_RULES, payload);
    if (form.ok) throw new Error('the form accepted the payload');
    for (const [field, messages] of Object.entries(errors)) expect(messages[0]).toBe(form.errors[field]);
    expect(errors.birthdate?.[0]).toContain('YYYY-MM-DD');
    // Nothing was saved.
    expect(await profileOf(token)).toMatchObject({ is_first_login: 1 });
  });

  it('refuses a photo URL that another account uploaded', async () => {
    const { token: theirs } = await t.client.signUp(nextMobile());
    const { token: mine } = await t.client.signUp(nextMobile());
    const stolen = await uploadedPhoto(theirs);
    expect((await fieldErrors(await save(mine, profileFields(stolen)))).photo).toEqual([
      'Please upload your photo again.',
    ]);
    expect(
      (await fieldErrors(await save(mine, profileFields('https://evil.example/x.png')))).photo,
    ).toHaveLength(1);
  });

  it('keeps the saved photo on later saves without uploading again', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const photo = await uploadedPhoto(token);
    expect((await save(token, profileFields(photo))).status).toBe(200);
    expect((await save(token, { ...profileFields(photo), street: '14 Rizal Ave.' })).status).toBe(200);
    expect(await profileOf(token)).toMatchObject({ street: '14 RIZAL AVE.' });
  });

  it('sends a confirmation link when a new e-mail is saved', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const email = `pedro.${nextMobile()}@example.ph`;
    const photo = await uploadedPhoto(token);
    expect((await save(token, { ...profileFields(photo), email })).status).toBe(200);
    expect(await profileOf(token)).toMatchObject({ email, email_verified: false });
    expect((await t.client.latestMessage(email)).subject).toBe('Confirm your e-mail address');
  });

  it('sends at most three confirmation links in 15 minutes: a fourth new address is refused and not saved', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const photo = await uploadedPhoto(token);
    const addresses = [1, 2, 3, 4].map((n) => `spam${String(n)}.${nextMobile()}@example.ph`);
    for (const email of addresses.slice(0, 3)) {
      expect((await save(token, { ...profileFields(photo), email })).status).toBe(200);
    }
    const refused = await save(token, { ...profileFields(photo), email: addresses[3] });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await messageOf(refused)).toBe(
      'You have changed your e-mail address too many times. Please try again later.',
    );
    expect(await profileOf(token)).toMatchObject({ email: addresses[2] });
    expect(await t.client.outbox(addresses[3])).toEqual([]);
    // Saving the rest of the profile, with the address it has, is never refused.
    expect(
      (await save(token, { ...profileFields(photo), email: addresses[2], street: '1 Mabini St.' })).status,
    ).toBe(200);
  });

  it('saves an e-mail someone else only claimed, and refuses one someone else confirmed', async () => {
    const claimed = `amihan.${nextMobile()}@example.ph`;
    await t.client.signUp(nextMobile(), { email: claimed });
    const confirmed = `habagat.${nextMobile()}@example.ph`;
    await t.client.signUp(nextMobile(), { email: confirmed });
    const link = linkIn((await t.client.latestMessage(confirmed)).body).pathname.split('/')[3];
    expect(
      (await t.client.post('/v1/taxpayers/activate_account', { token: link, email: confirmed })).status,
    ).toBe(200);

    const { token } = await t.client.signUp(nextMobile());
    const photo = await uploadedPhoto(token);
    expect((await save(token, { ...profileFields(photo), email: claimed })).status).toBe(200);
    expect(
      (await fieldErrors(await save(token, { ...profileFields(photo), email: confirmed }))).email,
    ).toEqual(['This e-mail address is already in use.']);
  });

  it('requires a session', async () => {
    expect((await t.client.get('/v1/taxpayers/profile')).status).toBe(401);
    expect((await save('', profileFields('x'))).status).toBe(401);
  });
});

describe('POST /api/v1/taxpayers/uploads', () => {
  it('accepts a real PNG and a real JPEG, by their bytes', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const png = await upload(token, PNG, 'photo.png');
    expect(png.status).toBe(201);
    const doc = (await png.json()) as Uploaded;
    expect(doc).toMatchObject({ message: 'File Uploaded!', data: { mimeType: 'image/png', isImage: true } });
    expect(doc.data.cdnUrl).toBe(`/api/v1/taxpayers/uploads/${doc.data.uuid}`);

    // Named and typed as something else, it is still a JPEG.
    const jpeg = await upload(token, JPEG, 'scan.bin', 'application/octet-stream');
    expect(jpeg.status).toBe(201);
    expect(((await jpeg.json()) as Uploaded).data.mimeType).toBe('image/jpeg');

    // Served to its uploader, re-encoded: the same 1×1 image, pixel for pixel.
    const served = await t.app.request(doc.data.cdnUrl, { headers: { Authorization: `Bearer ${token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    const pixels = async (png: Uint8Array) => sharp(png).raw().toBuffer({ resolveWithObject: true });
    const [got, sent] = await Promise.all([pixels(new Uint8Array(await served.arrayBuffer())), pixels(PNG)]);
    expect(got.info).toMatchObject({ width: 1, height: 1 });
    expect(got.data.equals(sent.data)).toBe(true);
  });

  it('refuses a text file renamed .png', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const before = t.storage.size();
    const res = await upload(token, Buffer.from('<script>alert(1)</script>'), 'photo.png');
    expect((await fieldErrors(res)).file).toEqual([UPLOAD_INVALID_MESSAGE]);
    expect(UPLOAD_INVALID_MESSAGE).toBe('File size is too large or file format is invalid.');
    expect(t.storage.size()).toBe(before);
  });

  // Too large is a 413 with the §8 message (upload-refusals.test.ts: stopped while it streams).
  it('refuses a PNG over 5 MB', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(PNG);
    const res = await upload(token, big, 'big.png');
    expect(res.status).toBe(413);
    expect(await messageOf(res)).toBe(UPLOAD_INVALID_MESSAGE);
  });

  it('refuses a body over the upload limit with the same message', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const huge = new Uint8Array(7 * 1024 * 1024);
    huge.set(PNG);
    const res = await upload(token, huge, 'huge.png');
    expect(res.status).toBe(413);
    expect(await messageOf(res)).toBe(UPLOAD_INVALID_MESSAGE);
  });

  it('accepts a PNG of exactly 5 MB', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const limit = new Uint8Array(UPLOAD_MAX_BYTES);
    limit.set(PNG);
    expect((await upload(token, limit, 'limit.png')).status).toBe(201);
  });

  it('requires a session and a file', async () => {
    expect((await upload('x'.repeat(43), PNG, 'a.png')).status).toBe(401);
    const { token } = await t.client.signUp(nextMobile());
    const res = await t.app.request('/api/v1/taxpayers/uploads', {
      method: 'POST',
      body: new FormData(),
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await fieldErrors(res)).file).toEqual(['Choose an image to upload.']);
  });

  it('answers 404 for an upload that does not exist', async () => {
    const { token } = await t.client.signUp(nextMobile());
    const headers = { Authorization: `Bearer ${token}` };
    expect(
      (await t.app.request('/api/v1/taxpayers/uploads/00000000-0000-0000-0000-000000000000', { headers }))
        .status,
    ).toBe(404);
    expect(
      (await t.app.request('/api/v1/taxpayers/uploads/..%2F..%2Fetc%2Fpasswd', { headers })).status,
    ).toBe(404);
  });
});
