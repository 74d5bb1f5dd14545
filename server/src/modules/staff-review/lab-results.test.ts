import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { applicationStatusChanges } from '../../db/applications-schema';
import { issuedDocuments } from '../../db/documents-schema';
import type { DocumentKind } from '../../documents/document-kind';
import { readEnv } from '../../env';
import { paidClearance, scheduleWithTestRule } from '../applications/engine-kinds-test-kit';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { staffBearer } from '../staff/staff-test-kit';

// The laboratory step (issue 27) for any kind that declares it, proved with a kind made here: the
// office sends the application to the laboratory, records each test's result, and only once every
// test asked for has passed is the certificate generated — then billed by itself, paid, released.

const labCertificate: ApplicationDefinition = {
  ...paidClearance,
  route: 'test-lab-certificate',
  moduleType: 'TESTLAB',
  numberPrefix: 'TL',
  offices: ['health'],
  issues: 'test-lab-certificate',
  notices: {},
  steps: [
    {
      id: 'person',
      title: { en: 'Applicant', fil: 'Aplikante' },
      items: [
        { name: 'first_name', label: { en: 'First Name', fil: 'Pangalan' }, rules: 'required' },
        { name: 'last_name', label: { en: 'Last Name', fil: 'Apelyido' }, rules: 'required' },
        { name: 'purpose', label: { en: 'Purpose', fil: 'Layunin' }, rules: 'required' },
        { name: 'xray', label: { en: 'X-ray', fil: 'X-ray' }, rules: 'required', options: 'yes-no' },
      ],
    },
  ],
  requirements: [],
  workflow: {
    payment: 'assessed',
    lab: {
      tests: [
        { code: 'STOOL', label: { en: 'Stool examination', fil: 'Pagsusuri ng dumi' } },
        { code: 'XRAY', label: { en: 'Chest x-ray', fil: 'Chest x-ray' }, when: 'xray=1' },
        { code: 'DRUG_TEST', label: { en: 'Drug test', fil: 'Drug test' }, when: 'drug=1' },
      ],
    },
    automatic: { assess: true, release: true },
  },
};

const certificate: DocumentKind = {
  kind: 'test-lab-certificate',
  title: { en: 'Lab Certificate', fil: 'Sertipiko' },
  noun: { en: 'certificate', fil: 'sertipiko' },
  series: { series: 'TESTLAB', prefix: 'TL' },
  validity: 'end_of_year',
  issued: 'on release',
  template: {
    paper: 'A5',
    heading: 'LAB CERTIFICATE',
    numberLabel: 'No.',
    blocks: [{ list: 'lab_results', item: { join: ['test', 'finding'], with: ': ' }, max: 5 }],
    qrNote: 'Scan:',
    notes: '',
  },
  verify: [],
  fileName: 'lab-{number}.pdf',
};

let t: PaymentsTestApp;
let health: string;
beforeAll(async () => {
  t = await createPaymentsTestApp({
    config: readEnv({ FEE_SCHEDULE_FILE: scheduleWithTestRule() }),
    applicationKinds: [labCertificate],
  });
  t.services.documents.registry.register(certificate);
  health = await staffBearer(t, ['health']);
});
afterAll(() => t.close());

const send = async (method: string, path: string, auth: Record<string, string> | string, body?: unknown) => {
  const res = await t.request(
    method,
    path,
    { ...(typeof auth === 'string' ? { Authorization: auth } : auth), 'Content-Type': 'application/json' },
    body === undefined ? undefined : JSON.stringify(body),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

async function fileOne() {
  const payer = await t.payer();
  const answers = { first_name: 'Ana', last_name: 'Garcia', purpose: 'Work', xray: '1' };
  const filed = await send(
    'POST',
    `/api/v1/taxpayers/application_kinds/${labCertificate.route}/applications`,
    payer.auth,
    answers,
  );
  expect(filed.status).toBe(201);
  const data = filed.body.data as {
    id: string;
    relationships: { transaction_history: { data: { id: string } } };
  };
  return { payer, id: data.id, transactionId: Number(data.relationships.transaction_history.data.id) };
}

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const record = (id: string, test: string, passed: '1' | '0', finding: string, auth = health) =>
  send('POST', `/api/v1/staff/applications/${id}/lab_results`, auth, {
    test,
    passed,
    finding,
    examined_on: today(),
  });
const move = (id: string, to: string) =>
  send('POST', `/api/v1/staff/applications/${id}/moves`, health, { to });
const statusOf = async (transactionId: number) => (await t.transaction(transactionId))?.status;

describe('the laboratory step', () => {
  it('goes from review only to the laboratory, and on only once every test asked for has passed', async () => {
    const { payer, id, transactionId } = await fileOne();
    // Approval skips no laboratory; results wait until the application is sent there.
    expect((await move(id, 'FOR ASSESSMENT (TREASURY)')).status).toBe(409);
    expect((await record(id, 'STOOL', '1', 'Negative')).status).toBe(409);
    expect((await move(id, 'PENDING LAB TEST')).body.data).toMatchObject({ status: 'PENDING LAB TEST' });
    // Nor does a bare move leave it: the certificate comes only from the results.
    expect((await move(id, 'FOR ASSESSMENT (TREASURY)')).status).toBe(409);
    expect((await move(id, 'HEALTH CERTIFICATE GENERATED')).status).toBe(422);

    // The tests asked for: the stool examination always, the x-ray as answered, no drug test.
    const detail = await send('GET', `/api/v1/staff/applications/${id}`, health);
    expect((detail.body.data as { lab: unknown }).lab).toEqual({
      tests: [
        { code: 'STOOL', label: { en: 'Stool examination', fil: 'Pagsusuri ng dumi' }, result: null },
        { code: 'XRAY', label: { en: 'Chest x-ray', fil: 'Chest x-ray' }, result: null },
      ],
    });
    const notAsked = await record(id, 'DRUG_TEST', '1', 'Negative');
    expect(notAsked.status).toBe(422);
    expect(notAsked.body.errors).toEqual({ test: ['The applicant did not ask for this test.'] });

    expect((await record(id, 'STOOL', '1', 'Negative')).body.data).toMatchObject({
      status: 'PENDING LAB TEST',
    });
    // A failed x-ray keeps it at the laboratory; the retest's pass generates the certificate,
    // and a kind billed at once is billed.
    const failed = await record(id, 'XRAY', '0', 'Suspicious opacity, retest');
    expect(failed.body.data).toMatchObject({
      status: 'PENDING LAB TEST',
      lab: {
        tests: [
          { result: { passed: true } },
          { result: { passed: false, finding: 'SUSPICIOUS OPACITY, RETEST' } },
        ],
      },
    });
    const passed = await record(id, 'XRAY', '1', 'Normal chest findings');
    expect(passed.body.data).toMatchObject({ status: 'WAITING FOR PAYMENT' });
    const audit = await t.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, Number(id)));
    expect(audit.map((a) => [a.actor.replace(/\d+$/, 'N'), a.toStatus])).toEqual([
      ['taxpayer:N', 'PENDING'],
      ['staff:N', 'PENDING LAB TEST'],
      ['staff:N', 'HEALTH CERTIFICATE GENERATED'],
      ['system', 'FOR ASSESSMENT (TREASURY)'],
      ['system', 'WAITING FOR PAYMENT'],
    ]);
    expect(audit[2]?.reason).toBe(
      `Laboratory results: Stool examination NEGATIVE (${today()}); Chest x-ray NORMAL CHEST FINDINGS (${today()})`,
    );
    // Results are the laboratory's while it is there, not after.
    expect((await record(id, 'STOOL', '1', 'Negative')).status).toBe(409);

    // Paid, the certificate is released printing what the laboratory found (the latest result).
    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'paid');
    await vi.waitFor(async () => expect(await statusOf(transactionId)).toBe('RELEASED'));
    const [issued] = await t.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.subjectKey, `application:${id}`));
    expect(issued?.facts).toMatchObject({
      lab_results: [
        { test: 'Stool examination', finding: 'NEGATIVE', examined_on: today() },
        { test: 'Chest x-ray', finding: 'NORMAL CHEST FINDINGS', examined_on: today() },
      ],
    });
  });

  it('takes results only from staff of the kind’s offices who may record them, for a day that could be', async () => {
    const { id, transactionId } = await fileOne();
    await move(id, 'PENDING LAB TEST');
    const licensing = await staffBearer(t, ['licensing']);
    // The licensing officer lacks the permission; an administrator of no office has it.
    expect((await record(id, 'STOOL', '1', 'Negative', licensing)).status).toBe(403);
    const future = await send('POST', `/api/v1/staff/applications/${id}/lab_results`, health, {
      test: 'STOOL',
      passed: '1',
      finding: 'Negative',
      examined_on: '2999-01-01',
    });
    expect(future.status).toBe(422);
    expect(Object.keys(future.body.errors as object)).toEqual(['examined_on']);
    const blank = await send('POST', `/api/v1/staff/applications/${id}/lab_results`, health, {
      test: 'STOOL',
    });
    expect(Object.keys(blank.body.errors as object).sort()).toEqual(['examined_on', 'finding', 'passed']);
    expect(await statusOf(transactionId)).toBe('PENDING LAB TEST');
  });
});
