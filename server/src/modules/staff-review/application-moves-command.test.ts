import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApplicationMovesCommand } from './application-moves-command';
import { createReviewTestApp, type ReviewTestApp } from './staff-applications-test-kit';

let t: ReviewTestApp;
beforeAll(async () => {
  t = await createReviewTestApp();
});
afterAll(() => t.close());

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runApplicationMovesCommand(
    { db: t.db, sms: t.infrastructure.sms, mail: t.infrastructure.mail, now: t.clock.now },
    args,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out, err };
}

/** The reference the resident and the console show for a filed application (BYN-…). */
async function referenceOf(app: { transactionId: number }) {
  return (await t.transaction(app.transactionId))?.referenceNumber ?? '';
}

describe('npm run cli -- applications move', () => {
  it('returns an application with the reason: audited as operator, the resident texted and e-mailed', async () => {
    const app = await t.filed();
    const reference = await referenceOf(app);
    expect(reference).toMatch(/^BYN-\d{6}-[A-Z\d]{8}$/);
    const done = await run(
      'applications',
      'move',
      // As an officer might type it off the screen: lower case is the same reference.
      reference.toLowerCase(),
      'FOR RESUBMISSION',
      '--reason',
      'Blurred DTI certificate',
    );
    expect(done).toMatchObject({ code: 0, out: [`${reference}: PENDING → FOR RESUBMISSION`] });
    expect((await t.auditOf(app.id)).at(-1)).toMatchObject({
      actor: 'operator',
      fromStatus: 'PENDING',
      toStatus: 'FOR RESUBMISSION',
      reason: 'Blurred DTI certificate',
    });
    const [sms] = await t.client.outbox(app.mobile);
    expect(sms?.body).toContain('returned for resubmission: Blurred DTI certificate');
    const [mail] = await t.client.outbox(app.email);
    expect(mail?.subject).toContain('for resubmission');
  });

  it('refuses a move the table forbids and changes nothing', async () => {
    const app = await t.filed();
    const reference = await referenceOf(app);
    const done = await run('applications', 'move', reference, 'FOR PRINTING');
    expect(done).toMatchObject({
      code: 1,
      err: ['This application cannot move from PENDING to FOR PRINTING.'],
    });
    // Assessment and release make an SOA and a permit: never a bare status change from here.
    expect((await run('applications', 'move', reference, 'WAITING FOR PAYMENT')).code).toBe(2);
    expect(await t.auditOf(app.id)).toHaveLength(1);
    expect((await t.transaction(app.transactionId))?.status).toBe('PENDING');
  });

  it('needs a reason to return or reject, and a well-formed command', async () => {
    const app = await t.filed();
    expect((await run('applications', 'move', await referenceOf(app), 'REJECTED')).code).toBe(2);
    expect((await run('applications', 'move', 'abc', 'REJECTED', '--reason', 'x')).code).toBe(2);
    // The internal id is not what anyone sees: it is refused, with what to give instead.
    const byId = await run('applications', 'move', String(app.id), 'REJECTED', '--reason', 'x');
    expect(byId.code).toBe(2);
    expect(byId.err[0]).toMatch(/is not a reference: give the one the resident and the console show/);
    expect(
      (await run('applications', 'move', 'BYN-260101-ZZZZZZZZ', 'REJECTED', '--reason', 'x')).err,
    ).toEqual(['Application not found']);
    expect(await run('staff', 'list')).toMatchObject({ code: null });
  });
});
