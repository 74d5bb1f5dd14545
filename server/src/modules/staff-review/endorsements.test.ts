import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_SOLE_PROPRIETORSHIP } from '@/domain/applications/business-permit-new.vectors';
import { applicationEndorsements } from '../../db/applications-schema';
import { auditEvents } from '../../db/audit-schema';
import { signedInStaff, staffBearer } from '../staff/staff-test-kit';
import { CLEARED_BY_ALL_REASON } from './endorsement-decisions';
import { createReviewTestApp, type ReviewTestApp } from './staff-applications-test-kit';

// Issue 28, JMC 2016-01: a business permit is endorsed to zoning, fire, health (sanitary) and
// engineering, who review it at the same time; it goes on to the treasury's assessment once every
// one of them has cleared it, and back to the applicant when one returns it.

const OFFICES = ['zoning', 'fire', 'health', 'engineering'] as const;
const ROLE = { zoning: 'zoning', fire: 'fire', health: 'sanitary', engineering: 'engineering' } as const;

let t: ReviewTestApp;
const officer = {} as Record<(typeof OFFICES)[number], string>;
let licensing: string;
beforeAll(async () => {
  t = await createReviewTestApp();
  for (const office of OFFICES) officer[office] = await staffBearer(t, [ROLE[office]]);
  licensing = await staffBearer(t, ['licensing']);
});
afterAll(() => t.close());

const post = (path: string, auth: string, body: unknown = {}) =>
  t.app.request(`/api/v1/staff/${path}`, {
    method: 'POST',
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const get = async <T>(path: string, auth: string) => {
  const res = await t.app.request(`/api/v1/staff/${path}`, { headers: { Authorization: auth } });
  return { status: res.status, body: (await res.json()) as T };
};
const decide = (
  id: number,
  office: string,
  verb: 'clear' | 'return',
  auth = officer[office as 'zoning'],
  reason?: string,
) => post(`applications/${id}/endorsements/${office}/${verb}`, auth, reason === undefined ? {} : { reason });

interface Queue {
  data: { id: number; waiting_for: string[] }[];
  meta: { offices: { code: string; name: { en: string }; count: number }[] };
}
interface Standing {
  office: string;
  name: { en: string; fil: string };
  state: string;
  reason: string;
}
const queueOf = async (office: (typeof OFFICES)[number]) =>
  (await get<Queue>('endorsements', officer[office])).body;
const applicantView = async (app: Awaited<ReturnType<ReviewTestApp['filed']>>) => {
  const res = await t.request('GET', `/api/v1/taxpayers/applications/${app.id}`, app.payer.auth);
  return ((await res.json()) as { meta: { endorsements: Standing[] } }).meta.endorsements;
};
const statusOf = async (transactionId: number) => (await t.transaction(transactionId))?.status;

describe('a business permit endorsed to four offices', () => {
  it("is in each endorsed office's queue, named, and goes nowhere before they clear it", async () => {
    const app = await t.filed();
    for (const office of OFFICES) {
      const queue = await queueOf(office);
      expect(queue.data.find((a) => a.id === app.id)?.waiting_for).toEqual([office]);
      expect(queue.meta.offices).toMatchObject([{ code: office, count: expect.any(Number) as number }]);
    }
    expect((await queueOf('fire')).meta.offices[0]?.name.en).toBe('Bureau of Fire Protection');
    // The licensing office may return or reject it, never approve it ahead of the clearances.
    const { body } = await get<{
      data: { next: string[]; endorsements: (Standing & { may_decide: boolean })[] };
    }>(`applications/${app.id}`, licensing);
    expect(body.data.next).toEqual(['FOR RESUBMISSION', 'REJECTED', 'CANCELLED']);
    expect(body.data.endorsements.map((e) => [e.office, e.state, e.may_decide])).toEqual(
      OFFICES.map((o) => [o, 'pending', false]),
    );
    const early = await post(`applications/${app.id}/moves`, licensing, { to: 'FOR ASSESSMENT (TREASURY)' });
    expect(early.status).toBe(409);
    expect(await statusOf(app.transactionId)).toBe('PENDING');
    expect((await applicantView(app)).map((e) => [e.name.en, e.state])).toEqual([
      ['Zoning Office', 'pending'],
      ['Bureau of Fire Protection', 'pending'],
      ['Health Office', 'pending'],
      ['Engineering Office', 'pending'],
    ]);
  });

  it('takes four clearances made at once, losing none: the last moves it to the treasury, once', async () => {
    const app = await t.filed();
    const answers = await Promise.all(OFFICES.map((office) => decide(app.id, office, 'clear')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const statuses = await Promise.all(
      answers.map(async (r) => ((await r.json()) as { data: { status: string } }).data.status),
    );
    expect(statuses.filter((s) => s === 'FOR ASSESSMENT (TREASURY)')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'PENDING')).toHaveLength(3);
    expect(await statusOf(app.transactionId)).toBe('FOR ASSESSMENT (TREASURY)');
    const cleared = await t.db
      .select()
      .from(applicationEndorsements)
      .where(eq(applicationEndorsements.applicationId, app.id));
    expect(cleared.map((c) => c.office).sort()).toEqual([...OFFICES].sort());
    expect(cleared.every((c) => c.decision === 'cleared' && c.round === 1)).toBe(true);
    // The portal moved it, by the rule, once; each clearance is in the audit log.
    const moves = (await t.auditOf(app.id)).map((a) => [a.actor, a.toStatus, a.reason]);
    expect(moves).toEqual([
      [`taxpayer:${app.payer.taxpayerId}`, 'PENDING', ''],
      ['system', 'FOR ASSESSMENT (TREASURY)', CLEARED_BY_ALL_REASON],
    ]);
    const logged = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.subject, `application:${app.id}`), eq(auditEvents.action, 'endorsement.clear')),
      );
    expect(logged.map((l) => (l.detail as { office: string }).office).sort()).toEqual([...OFFICES].sort());
    for (const office of OFFICES) expect((await queueOf(office)).data.map((a) => a.id)).not.toContain(app.id);
    // Cleared and gone on: a late clearance is refused and changes nothing.
    expect((await decide(app.id, 'zoning', 'clear')).status).toBe(409);
  });

  it('takes one clearance of two officers of one office clearing at once', async () => {
    const app = await t.filed();
    const second = await staffBearer(t, ['zoning']);
    const answers = await Promise.all([
      decide(app.id, 'zoning', 'clear'),
      decide(app.id, 'zoning', 'clear', second),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.db
      .select()
      .from(applicationEndorsements)
      .where(eq(applicationEndorsements.applicationId, app.id));
    expect(rows).toHaveLength(1);
    expect(await statusOf(app.transactionId)).toBe('PENDING');
  });

  it("goes back with the returning office's reason; resubmitted, that office reviews it again and the clearances stand", async () => {
    const app = await t.filed('fil');
    expect((await decide(app.id, 'zoning', 'clear')).status).toBe(200);
    // A return needs the reason the applicant reads.
    expect((await decide(app.id, 'fire', 'return')).status).toBe(422);
    const reason = 'Walang fire exit sa plano ng gusali';
    const returned = await decide(app.id, 'fire', 'return', officer.fire, reason);
    expect(returned.status).toBe(200);
    expect(await returned.json()).toEqual({ data: { id: app.id, status: 'FOR RESUBMISSION' } });
    expect(await statusOf(app.transactionId)).toBe('FOR RESUBMISSION');
    expect((await t.auditOf(app.id)).at(-1)).toMatchObject({ toStatus: 'FOR RESUBMISSION', reason });
    const [sms] = await t.client.outbox(app.mobile);
    expect(sms?.body).toContain(reason);
    // Nobody clears what is with the applicant.
    expect((await decide(app.id, 'health', 'clear')).status).toBe(409);
    expect((await applicantView(app)).map((e) => [e.office, e.state, e.reason])).toEqual([
      ['zoning', 'cleared', ''],
      ['fire', 'returned', reason],
      ['health', 'pending', ''],
      ['engineering', 'pending', ''],
    ]);
    expect((await queueOf('health')).data.map((a) => a.id)).not.toContain(app.id);

    const again = await t.request(
      'POST',
      `/api/v1/taxpayers/applications/${app.id}/resubmit`,
      { ...app.payer.auth, 'Content-Type': 'application/json' },
      JSON.stringify({ ...VALID_SOLE_PROPRIETORSHIP, requirements: {} }),
    );
    expect(again.status, await again.clone().text()).toBe(200);
    expect((await applicantView(app)).map((e) => e.state)).toEqual([
      'cleared',
      'pending',
      'pending',
      'pending',
    ]);
    expect((await queueOf('zoning')).data.map((a) => a.id)).not.toContain(app.id);
    expect((await queueOf('fire')).data.find((a) => a.id === app.id)?.waiting_for).toEqual(['fire']);
    for (const office of ['fire', 'health', 'engineering'] as const)
      expect((await decide(app.id, office, 'clear')).status).toBe(200);
    expect(await statusOf(app.transactionId)).toBe('FOR ASSESSMENT (TREASURY)');
    const rounds = await t.db
      .select({
        office: applicationEndorsements.office,
        decision: applicationEndorsements.decision,
        round: applicationEndorsements.round,
      })
      .from(applicationEndorsements)
      .where(eq(applicationEndorsements.applicationId, app.id))
      .orderBy(applicationEndorsements.id);
    expect(rounds).toEqual([
      { office: 'zoning', decision: 'cleared', round: 1 },
      { office: 'fire', decision: 'returned', round: 1 },
      { office: 'fire', decision: 'cleared', round: 2 },
      { office: 'health', decision: 'cleared', round: 2 },
      { office: 'engineering', decision: 'cleared', round: 2 },
    ]);
  });

  it('keeps one outcome when an office returns it as another clears the last missing clearance', async () => {
    const app = await t.filed();
    for (const office of ['zoning', 'fire'] as const) await decide(app.id, office, 'clear');
    const [ret, clr] = await Promise.all([
      decide(app.id, 'health', 'return', officer.health, 'No sanitary permit photo'),
      decide(app.id, 'engineering', 'clear'),
    ]);
    // Whichever came first stands; the other either follows it or is told it no longer waits.
    const status = await statusOf(app.transactionId);
    expect(status).toBe('FOR RESUBMISSION');
    expect(ret.status).toBe(200);
    expect(clr.status).toBeOneOf([200, 409]);
    const standings = (await applicantView(app)).map((e) => e.state);
    expect(standings).toEqual(['cleared', 'cleared', 'returned', clr.status === 200 ? 'cleared' : 'pending']);
  });

  it('shows the console who decided, by name, and lets a member decide only for an office of theirs', async () => {
    const app = await t.filed();
    const ana = await signedInStaff(t, ['zoning'], 'Ana Zoning');
    expect((await decide(app.id, 'zoning', 'clear', `Bearer ${ana.token}`)).status).toBe(200);
    const { body } = await get<{
      data: { endorsements: (Standing & { actor_name: string | null; may_decide: boolean })[] };
    }>(`applications/${app.id}`, officer.fire);
    expect(body.data.endorsements.map((e) => [e.office, e.state, e.actor_name, e.may_decide])).toEqual([
      ['zoning', 'cleared', 'Ana Zoning', false],
      ['fire', 'pending', null, true],
      ['health', 'pending', null, false],
      ['engineering', 'pending', null, false],
    ]);
  });
});
