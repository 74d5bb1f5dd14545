import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definition as barangayClearance } from '@/domain/applications/kinds/barangay-clearance-new';
import { VALID_CLEARANCE } from '@/domain/applications/kinds/barangay-clearance-new.vectors';
import { applicationEndorsements } from '../../db/applications-schema';
import { staffRoles } from '../../db/staff-schema';
import { tinyPng } from '../../testing/tiny-png';
import { staffBearer } from '../staff/staff-test-kit';
import { createReviewTestApp, type ReviewTestApp } from './staff-applications-test-kit';

// Issue 28: "a zoning officer sees only what was endorsed to zoning", tried as an attacker would —
// each role's own token against the HTTP API, ids and offices that are not theirs.

let t: ReviewTestApp;
let zoning: string;
let fire: string;
let licensing: string;
let treasury: string;
let permit: Awaited<ReturnType<ReviewTestApp['filed']>>;
let clearance: number;
beforeAll(async () => {
  t = await createReviewTestApp();
  zoning = await staffBearer(t, ['zoning']);
  fire = await staffBearer(t, ['fire']);
  licensing = await staffBearer(t, ['licensing']);
  treasury = await staffBearer(t, ['treasury']);
  permit = await t.filed();
  // An application of a kind endorsed to nobody: the barangay's clearance.
  const payer = await t.payer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(await tinyPng())], 'id.png', { type: 'image/png' }));
  const upload = await t.request('POST', '/api/v1/taxpayers/uploads', payer.auth, form);
  const url = ((await upload.json()) as { data: { cdnUrl: string } }).data.cdnUrl;
  const filed = await t.request(
    'POST',
    `/api/v1/taxpayers/application_kinds/${barangayClearance.route}/applications`,
    { ...payer.auth, 'Content-Type': 'application/json' },
    JSON.stringify({ ...VALID_CLEARANCE, requirements: { valid_id: url } }),
  );
  expect(filed.status).toBe(201);
  clearance = Number(((await filed.json()) as { data: { id: string } }).data.id);
});
afterAll(() => t.close());

const call = (method: string, path: string, auth: string, body: unknown = {}) =>
  t.app.request(`/api/v1/staff/${path}`, {
    method,
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });
const decisions = () =>
  t.db.select().from(applicationEndorsements).where(eq(applicationEndorsements.applicationId, permit.id));

describe("an endorsing office's officer (zoning), as an attacker", () => {
  it("cannot act for another office: fire's clear and return are refused and change nothing", async () => {
    expect((await call('POST', `applications/${permit.id}/endorsements/fire/clear`, zoning)).status).toBe(
      403,
    );
    const back = await call('POST', `applications/${permit.id}/endorsements/fire/return`, zoning, {
      reason: 'x',
    });
    expect(back.status).toBe(403);
    // Nor for an office that does not exist, or with an id that is no application.
    expect((await call('POST', `applications/${permit.id}/endorsements/nowhere/clear`, zoning)).status).toBe(
      404,
    );
    expect((await call('POST', 'applications/99999999/endorsements/zoning/clear', zoning)).status).toBe(404);
    expect(await decisions()).toEqual([]);
    expect((await t.transaction(permit.transactionId))?.status).toBe('PENDING');
  });

  it("cannot see another office's queue, the whole queue, or an application not endorsed to zoning", async () => {
    expect((await call('GET', 'endorsements?office=fire', zoning)).status).toBe(403);
    expect((await call('GET', 'endorsements?office=licensing', zoning)).status).toBe(403);
    expect((await call('GET', 'applications?status=PENDING', zoning)).status).toBe(403);
    const own = (await (await call('GET', 'endorsements?office=zoning', zoning)).json()) as {
      data: { id: number }[];
    };
    expect(own.data.map((a) => a.id)).toContain(permit.id);
    expect(own.data.map((a) => a.id)).not.toContain(clearance);
    // Opening one not endorsed to zoning is as if it did not exist; its files too.
    expect((await call('GET', `applications/${clearance}`, zoning)).status).toBe(404);
    expect((await call('GET', `applications/${clearance}/requirements/valid_id`, zoning)).status).toBe(404);
    expect((await call('GET', `applications/${permit.id}`, zoning)).status).toBe(200);
    expect(
      (await call('GET', `applications/${permit.id}/requirements/barangay_clearance`, zoning)).status,
    ).toBe(200);
    // What only the permit office and the treasury read: documents, appointments, the assessment.
    expect((await call('GET', `applications/${permit.id}/documents`, zoning)).status).toBe(403);
    expect((await call('GET', `applications/${permit.id}/assessment`, zoning)).status).toBe(403);
  });

  it('cannot approve, return on the office’s behalf, assess or release', async () => {
    for (const [path, body] of [
      [`applications/${permit.id}/moves`, { to: 'FOR ASSESSMENT (TREASURY)' }],
      [`applications/${permit.id}/moves`, { to: 'FOR RESUBMISSION', reason: 'x' }],
      [`applications/${permit.id}/assess`, {}],
      [`applications/${permit.id}/release`, {}],
    ] as const) {
      expect((await call('POST', path, zoning, body)).status, path).toBe(403);
    }
    expect((await t.transaction(permit.transactionId))?.status).toBe('PENDING');
  });
});

describe('other roles against the endorsements API', () => {
  it('refuses the permit office and the treasury a clearance, and a taxpayer everything', async () => {
    for (const auth of [licensing, treasury]) {
      expect((await call('POST', `applications/${permit.id}/endorsements/zoning/clear`, auth)).status).toBe(
        403,
      );
      expect((await call('GET', 'endorsements', auth)).status).toBe(403);
    }
    const taxpayer = permit.payer.auth.Authorization ?? '';
    expect((await call('POST', `applications/${permit.id}/endorsements/zoning/clear`, taxpayer)).status).toBe(
      403,
    );
    expect((await call('GET', 'endorsements', taxpayer)).status).toBe(403);
    expect((await call('GET', 'endorsements', '')).status).toBe(401);
    expect(await decisions()).toEqual([]);
  });

  it("refuses a role holding endorsements.clear of another office (the civil registry's) for zoning", async () => {
    await t.db.insert(staffRoles).values({
      code: 'registry-clearer',
      name: 'Registry clearer',
      officeCode: 'civil-registry',
      permissions: ['endorsements.clear'],
    });
    const other = await staffBearer(t, ['registry-clearer']);
    expect((await call('POST', `applications/${permit.id}/endorsements/zoning/clear`, other)).status).toBe(
      403,
    );
    // Its queue is empty (nothing is endorsed to its office), and a permit is not its to open.
    const queue = (await (await call('GET', 'endorsements', other)).json()) as { data: unknown[] };
    expect(queue.data).toEqual([]);
    expect((await call('GET', `applications/${permit.id}`, other)).status).toBe(404);
  });

  it('lets the fire officer clear for fire, and the administrator for any office', async () => {
    expect((await call('POST', `applications/${permit.id}/endorsements/fire/clear`, fire)).status).toBe(200);
    const administrator = await staffBearer(t, ['administrator']);
    expect(
      (await call('POST', `applications/${permit.id}/endorsements/health/clear`, administrator)).status,
    ).toBe(200);
    expect((await decisions()).map((d) => d.office)).toEqual(['fire', 'health']);
  });
});
