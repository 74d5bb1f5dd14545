import { createPaymentsTestApp } from '../payments/payments-test-kit';
import { signedInStaff, staffBearer } from '../staff/staff-test-kit';
import { filedApplication } from './assessment-test-kit';

/** The schedule's total for issue 18's new business permit (₱1,575.00), in centavos. */
export const FOUR_EYES_TOTAL = 157_500;

interface Line {
  code: string;
  label: string;
  amount: number;
}

/**
 * For the four-eyes tests (issue 25): the payments test app with officer A (every role a single
 * officer could collect, approval included), two treasurers B and C, an assessor without approval
 * and an operator, and the calls they make.
 */
export async function createFourEyesTest() {
  const t = await createPaymentsTestApp();
  const a = await signedInStaff(t, ['treasury', 'licensing', 'treasurer'], 'Ana Reyes');
  const b = await signedInStaff(t, ['treasurer'], 'Benito Cruz');
  const adjuster = { id: a.id, bearer: `Bearer ${a.token}` };
  const approver = { id: b.id, bearer: `Bearer ${b.token}` };
  const secondApprover = `Bearer ${(await signedInStaff(t, ['treasurer'], 'Carmen Dizon')).token}`;
  const assessor = await staffBearer(t, ['treasury']);
  const operator = await staffBearer(t, ['operator']);

  const call = (method: string, path: string, auth: string, body?: unknown, language = 'en') =>
    t.app.request(`/api/v1/staff/${path}`, {
      method,
      headers: { Authorization: auth, 'Content-Type': 'application/json', 'Accept-Language': language },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function scheduleLines(id: number) {
    const res = await call('GET', `applications/${id}/assessment`, adjuster.bearer);
    return ((await res.json()) as { data: { lines: Line[]; total: number; approval_share_bp: number } }).data;
  }

  /** A filed application assessed by officer A with every line zero but the first (`first` centavos). */
  async function adjustedTo(first: number, reason = 'Senior citizen owner, fees waived by the mayor') {
    const payer = await t.payer();
    const app = await filedApplication(t, payer);
    const { lines } = await scheduleLines(app.id);
    const res = await call('POST', `applications/${app.id}/assess`, adjuster.bearer, {
      lines: lines.map((l, i) => ({ code: l.code, label: l.label, amount: i === 0 ? first : 0 })),
      reason,
    });
    return { payer, ...app, res };
  }

  const decide = (
    id: number,
    decision: 'approve' | 'reject',
    auth: string,
    reason: unknown,
    language?: string,
  ) => call('POST', `applications/${id}/adjustment/${decision}`, auth, { reason }, language);

  return {
    t,
    adjuster,
    approver,
    secondApprover,
    assessor,
    operator,
    call,
    scheduleLines,
    adjustedTo,
    decide,
  };
}

export type FourEyesTest = Awaited<ReturnType<typeof createFourEyesTest>>;
