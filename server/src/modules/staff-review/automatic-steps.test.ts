import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { applicationStatusChanges } from '../../db/applications-schema';
import { issuedDocuments } from '../../db/documents-schema';
import { transactionHistories } from '../../db/payments-schema';
import type { DocumentKind } from '../../documents/document-kind';
import { readEnv } from '../../env';
import { paidClearance, scheduleWithTestRule } from '../applications/engine-kinds-test-kit';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/payments-test-kit';
import { staffBearer } from '../staff/staff-test-kit';
import { ONLINE_ISSUER } from './automatic-steps';

// A kind's workflow may let the portal take steps with no officer (issue 26): a cedula is billed
// when filed and issued seconds after it is paid; a clearance, once an officer approved it, is
// billed and issued the same way. Two kinds made here prove it for any kind.

/** Filed, billed at once by its fee rule, released with its document once paid: no officer. */
const onlineCertificate: ApplicationDefinition = {
  ...paidClearance,
  route: 'test-online-certificate',
  moduleType: 'TESTONLINE',
  numberPrefix: 'TO',
  issues: 'test-online-certificate',
  workflow: { payment: 'assessed', automatic: { accept: true, assess: true, release: true } },
  notices: {},
};

/** Reviewed by an officer; once approved, billed and (paid) released by itself. */
const reviewedClearance: ApplicationDefinition = {
  ...onlineCertificate,
  route: 'test-reviewed-clearance',
  moduleType: 'TESTREVIEWED',
  workflow: { payment: 'assessed', automatic: { assess: true, release: true } },
};

const certificate: DocumentKind = {
  kind: 'test-online-certificate',
  title: { en: 'Online Certificate', fil: 'Online na Sertipiko' },
  noun: { en: 'certificate', fil: 'sertipiko' },
  series: { series: 'TESTONLINE', prefix: 'TO' },
  validity: 'end_of_year',
  issued: 'on release',
  template: {
    paper: 'A5',
    heading: 'ONLINE CERTIFICATE',
    numberLabel: 'Certificate No.',
    blocks: [
      { row: 'Name', value: { join: ['first_name', 'last_name'] } },
      { row: 'Issued', value: '$issued_by' },
    ],
    qrNote: 'Scan the code to check this certificate:',
    notes: '',
  },
  verify: [{ label: { en: 'Name', fil: 'Pangalan' }, value: { join: ['first_name', 'last_name'] } }],
  fileName: 'online-certificate-{number}.pdf',
};

let t: PaymentsTestApp;
let licensing: string;
beforeAll(async () => {
  t = await createPaymentsTestApp({
    config: readEnv({ FEE_SCHEDULE_FILE: scheduleWithTestRule() }),
    applicationKinds: [onlineCertificate, reviewedClearance],
  });
  t.services.documents.registry.register(certificate);
  licensing = await staffBearer(t, ['licensing']);
});
afterAll(() => t.close());

type Payer = Awaited<ReturnType<PaymentsTestApp['payer']>>;
const ANSWERS = { first_name: 'Juan', last_name: 'dela Cruz', purpose: 'Employment' };
const json = async (res: Response) => ({
  status: res.status,
  body: (await res.json()) as Record<string, unknown>,
});
const send = async (method: string, path: string, auth: Record<string, string> | string, body?: unknown) =>
  json(
    await t.request(
      method,
      path,
      { ...(typeof auth === 'string' ? { Authorization: auth } : auth), 'Content-Type': 'application/json' },
      body === undefined ? undefined : JSON.stringify(body),
    ),
  );

async function file(payer: Payer, route: string) {
  const filed = await send(
    'POST',
    `/api/v1/taxpayers/application_kinds/${route}/applications`,
    payer.auth,
    ANSWERS,
  );
  expect(filed.status).toBe(201);
  const data = filed.body.data as { id: string; attributes: { status: string }; relationships: unknown };
  const transactionId = Number(
    (data.relationships as { transaction_history: { data: { id: string } } }).transaction_history.data.id,
  );
  return { id: Number(data.id), transactionId, status: data.attributes.status };
}

const statusOf = async (transactionId: number) => (await t.transaction(transactionId))?.status;
const auditOf = (id: number) =>
  t.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, id));

describe('automatic steps', () => {
  it('bills a kind that needs no officer when filed, and issues its document seconds after it is paid', async () => {
    const payer = await t.payer();
    const { id, transactionId, status } = await file(payer, onlineCertificate.route);
    // Answered already billed: the SOA of its rule (one ₱200.00 fee), numbered with its prefix.
    expect(status).toBe('WAITING FOR PAYMENT');
    expect(await t.transaction(transactionId)).toMatchObject({ amount: 20_000 });
    expect((await auditOf(id)).map((a) => [a.actor, a.toStatus])).toEqual([
      [`taxpayer:${String(payer.taxpayerId)}`, 'PENDING'],
      ['system', 'FOR ASSESSMENT (TREASURY)'],
      ['system', 'WAITING FOR PAYMENT'],
    ]);

    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'paid');
    await vi.waitFor(async () => expect(await statusOf(transactionId)).toBe('RELEASED'));
    expect((await auditOf(id)).slice(3).map((a) => [a.actor, a.toStatus])).toEqual([
      ['gateway', 'PAID'],
      ['system', 'FOR PRINTING'],
      ['system', 'RELEASED'],
    ]);
    const [document] = await t.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.subjectKey, `application:${String(id)}`));
    expect(document).toMatchObject({
      kind: 'test-online-certificate',
      number: expect.stringMatching(/^TO-\d{4}-\d{6}$/),
      issuedBy: 'system',
      issuedByName: ONLINE_ISSUER,
    });

    // The transaction page names it as its entry does, and its PDF downloads.
    const billing = await send(
      'GET',
      `/api/v1/taxpayers/transaction_histories/${transactionId}/application_billing`,
      payer.auth,
    );
    expect(billing.body.data).toMatchObject({
      permit: {
        number: document?.number,
        title: certificate.title,
        noun: certificate.noun,
        file_name: `online-certificate-${document?.number ?? ''}.pdf`,
        download_url: `/api/v1/taxpayers/applications/${String(id)}/document`,
      },
    });
    const pdf = await t.request('GET', `/api/v1/taxpayers/applications/${String(id)}/document`, payer.auth);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Disposition')).toContain(
      `online-certificate-${document?.number ?? ''}.pdf`,
    );
  });

  it('waits for the officer where the kind reviews, then bills and releases by itself', async () => {
    const payer = await t.payer();
    const { id, transactionId, status } = await file(payer, reviewedClearance.route);
    expect(status).toBe('PENDING');
    // Returned and resubmitted, it waits for the officer again.
    const returned = await send('POST', `/api/v1/staff/applications/${String(id)}/moves`, licensing, {
      to: 'FOR RESUBMISSION',
      reason: 'Give the purpose in full.',
    });
    expect(returned.status).toBe(200);
    const again = await send(
      'POST',
      `/api/v1/taxpayers/applications/${String(id)}/resubmit`,
      payer.auth,
      ANSWERS,
    );
    expect(again.status).toBe(200);
    expect(await statusOf(transactionId)).toBe('PENDING');

    // Approved, it is billed at once: the officer's answer says where it stands now.
    const approved = await send('POST', `/api/v1/staff/applications/${String(id)}/moves`, licensing, {
      to: 'FOR ASSESSMENT (TREASURY)',
    });
    expect(approved.body.data).toMatchObject({ from: 'PENDING', status: 'WAITING FOR PAYMENT' });
    await t.webhook((await t.checkoutFor(transactionId, payer.auth)).id, 'paid');
    await vi.waitFor(async () => expect(await statusOf(transactionId)).toBe('RELEASED'));
  });

  it('finishes what a stopped process left: a paid application standing over a minute is released by the pass', async () => {
    const payer = await t.payer();
    const { transactionId } = await file(payer, onlineCertificate.route);
    // As if the process stopped between the payment and its release.
    await t.db
      .update(transactionHistories)
      .set({ status: 'PAID' })
      .where(eq(transactionHistories.id, transactionId));
    expect(await t.services.automatic.advanceStalled()).toBe(0);
    t.clock.advanceMinutes(2);
    expect(await t.services.automatic.advanceStalled()).toBeGreaterThan(0);
    expect(await statusOf(transactionId)).toBe('RELEASED');
  });
});
