import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearedByEveryOffice } from '../applications/endorsements-test-kit';
import { signedInStaff, staffBearer } from '../staff/staff-test-kit';
import { createReviewTestApp, type ReviewTestApp } from './staff-applications-test-kit';

let t: ReviewTestApp;
let licensing: string;
let treasury: string;
beforeAll(async () => {
  t = await createReviewTestApp();
  licensing = await staffBearer(t, ['licensing']);
  treasury = await staffBearer(t, ['treasury']);
});
afterAll(() => t.close());

const get = (path: string, auth = licensing) =>
  t.app.request(`/api/v1/staff/${path}`, { headers: { Authorization: auth } });
const move = (id: number, body: unknown, auth = licensing) =>
  t.app.request(`/api/v1/staff/applications/${id}/moves`, {
    method: 'POST',
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

interface Queue {
  data: { id: number; status: string; summary: string; reference_number: string }[];
  meta: { counts: Record<string, number>; pagination: { total: number } };
}

describe('GET /api/v1/staff/applications', () => {
  it('lists the queue by status with counts per status', async () => {
    const app = await t.filed();
    const res = await get('applications?status=PENDING');
    expect(res.status).toBe(200);
    const queue = (await res.json()) as Queue;
    expect(queue.data.every((a) => a.status === 'PENDING')).toBe(true);
    expect(queue.data.find((a) => a.id === app.id)).toMatchObject({
      summary: "ALING NENA'S SARI-SARI STORE",
    });
    expect(queue.meta.counts.PENDING).toBe(queue.meta.pagination.total);
    expect(queue.meta.counts.RELEASED).toBeTypeOf('number');
    const none = (await (await get('applications?status=RELEASED&page=2')).json()) as Queue;
    expect(none.data).toEqual([]);
  });
});

describe('GET /api/v1/staff/applications/{id}', () => {
  it("shows the answers by step with the definition's labels, the requirements' files and the audit", async () => {
    const app = await t.filed();
    const res = await get(`applications/${app.id}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        status: string;
        steps: { answers: { name: string; label: { en: string }; value: { en: string } }[] }[];
        requirements: { code: string; url: string | null }[];
        audit: { to: string; actor: string }[];
      };
    };
    expect(data.status).toBe('PENDING');
    const answers = data.steps.flatMap((s) => s.answers);
    expect(answers.find((a) => a.name === 'business_name')).toMatchObject({
      label: { en: expect.any(String) as string },
      value: { en: "ALING NENA'S SARI-SARI STORE" },
    });
    const clearance = data.requirements.find((r) => r.code === 'barangay_clearance');
    expect(clearance?.url).toBe(`/api/v1/staff/applications/${app.id}/requirements/barangay_clearance`);
    const file = await t.app.request(clearance?.url ?? '', { headers: { Authorization: licensing } });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect((await get(`applications/${app.id}/requirements/not_a_code`)).status).toBe(404);
    expect(data.audit).toMatchObject([{ to: 'PENDING', actor: `taxpayer:${app.payer.taxpayerId}` }]);
    expect((await get('applications/999999')).status).toBe(404);
    // Past Postgres' integer, or not a plain number: not found, never a failed query.
    expect((await get('applications/99999999999')).status).toBe(404);
    expect((await get('applications/1e3')).status).toBe(404);
  });
});

describe('POST /api/v1/staff/applications/{id}/moves', () => {
  it('approves to the treasury, audited with the officer, who is named in the audit trail', async () => {
    const app = await t.filed();
    // Every office it is endorsed to has cleared it (as after a return and resubmission; the last
    // clearance moves it on by itself otherwise: endorsements.test.ts).
    await clearedByEveryOffice(t.db, app.id);
    const officer = await signedInStaff(t, ['licensing'], 'Ana Reyes');
    const res = await move(app.id, { to: 'FOR ASSESSMENT (TREASURY)' }, `Bearer ${officer.token}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: { id: app.id, from: 'PENDING', status: 'FOR ASSESSMENT (TREASURY)' },
    });
    expect((await t.auditOf(app.id)).at(-1)).toMatchObject({
      actor: `staff:${officer.id}`,
      toStatus: 'FOR ASSESSMENT (TREASURY)',
    });
    const { data } = (await (await get(`applications/${app.id}`)).json()) as {
      data: { audit: { actor_name: string }[] };
    };
    expect(data.audit[0]?.actor_name).toBe('Ana Reyes');
  });

  it('returns with a reason: the resident is texted and e-mailed the reason in their language', async () => {
    const app = await t.filed('fil');
    expect((await move(app.id, { to: 'FOR RESUBMISSION' })).status).toBe(422);
    const res = await move(app.id, { to: 'FOR RESUBMISSION', reason: 'Malabo ang DTI certificate' });
    expect(res.status).toBe(200);
    expect((await t.transaction(app.transactionId))?.status).toBe('FOR RESUBMISSION');
    const [sms] = await t.client.outbox(app.mobile);
    expect(sms?.body).toContain('Ibinalik ang iyong aplikasyon');
    expect(sms?.body).toContain('Malabo ang DTI certificate');
    const [mail] = await t.client.outbox(app.email);
    expect(mail?.subject).toContain('ipasa muli');
  });

  it('refuses a reason longer than the console lets an officer type (500), with nothing changed', async () => {
    const app = await t.filed();
    const res = await move(app.id, { to: 'FOR RESUBMISSION', reason: 'x'.repeat(501) });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      errors: { reason: ['The reason must not be more than 500 characters.'] },
    });
    expect((await t.transaction(app.transactionId))?.status).toBe('PENDING');
    expect((await move(app.id, { to: 'FOR RESUBMISSION', reason: 'x'.repeat(500) })).status).toBe(200);
  });

  it('rejects with a reason, and a move the table forbids is 409 with nothing changed', async () => {
    const app = await t.filed();
    const forbidden = await move(app.id, { to: 'FOR PRINTING' });
    expect(forbidden.status).toBe(409);
    expect((await t.transaction(app.transactionId))?.status).toBe('PENDING');
    expect(await t.auditOf(app.id)).toHaveLength(1);
    expect((await move(app.id, { to: 'REJECTED', reason: 'Not a business in this city' })).status).toBe(200);
    expect((await move(app.id, { to: 'FOR ASSESSMENT (TREASURY)' })).status).toBe(409);
    expect((await t.auditOf(app.id)).map((a) => a.toStatus)).toEqual(['PENDING', 'REJECTED']);
  });

  it('refuses a move that is not a review action, and a role that may not make it', async () => {
    const app = await t.filed();
    expect((await move(app.id, { to: 'PAID' })).status).toBe(422);
    expect((await move(app.id, { to: 'RELEASED' })).status).toBe(422);
    // Names every object has are not moves either (they once reached a 500).
    expect((await move(app.id, { to: 'constructor' })).status).toBe(422);
    expect((await move(app.id, { to: 'toString', reason: 'x' })).status).toBe(422);
    expect((await move(app.id, { to: 'REJECTED', reason: 'x' }, treasury)).status).toBe(403);
    expect((await t.transaction(app.transactionId))?.status).toBe('PENDING');
    // An administrator passes every role's check.
    const administrator = await staffBearer(t, ['administrator']);
    expect((await move(app.id, { to: 'REJECTED', reason: 'Duplicate' }, administrator)).status).toBe(200);
  });
});
