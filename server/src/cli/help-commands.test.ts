import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestIncidentTime } from '@/domain/contracts/help';
import { outbox, taxpayers } from '../db/auth-schema';
import { incidentReports } from '../db/help-schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../modules/payments/payments-test-kit';
import { runHelpCommand } from './help-commands';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

async function run(...args: string[]) {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await runHelpCommand(
    { db: t.db, sms: t.infrastructure.sms, mail: t.infrastructure.mail },
    args,
    (l) => lines.push(l),
    (l) => errors.push(l),
  );
  return { code, lines, errors };
}

const post = (auth: Record<string, string>, path: string, body: unknown) =>
  t.request('POST', path, { ...auth, 'Content-Type': 'application/json' }, JSON.stringify(body));

describe('npm run cli -- incidents', () => {
  it('lists reports, changes a status telling the resident, and closes one', async () => {
    const resident = await t.payer();
    const res = await post(resident.auth, '/api/v1/taxpayers/incident_reports', {
      incident_type: 'STREETLIGHT',
      occurred_at: latestIncidentTime(new Date(t.clock.now().getTime() - 600_000)),
      municipality_code: 'BDC',
      barangay_code: 'BDC-003',
      street: 'Luna Street',
      description: 'Broken gate at the barangay hall.',
    });
    expect(res.status).toBe(201);
    const reference = ((await res.json()) as { data: { attributes: { reference_number: string } } }).data
      .attributes.reference_number;
    await t.infrastructure.afterResponse.idle();

    const listed = await run('incidents', 'list');
    expect(listed.code).toBe(0);
    expect(listed.lines.join('\n')).toContain(`${reference}  RECEIVED`);
    expect(listed.lines.join('\n')).toContain('Luna Street, San Roque, Bayan Demo City');

    const [{ mobile } = { mobile: '' }] = await t.db
      .select({ mobile: taxpayers.mobileNumber })
      .from(taxpayers)
      .where(eq(taxpayers.id, resident.taxpayerId));
    const smsCount = async () =>
      (
        await t.db
          .select()
          .from(outbox)
          .where(eq(outbox.to, mobile ?? ''))
      ).length;
    const before = await smsCount();

    expect((await run('incidents', 'status', reference, 'IN', 'PROGRESS')).code).toBe(0);
    const [row] = await t.db
      .select()
      .from(incidentReports)
      .where(eq(incidentReports.referenceNumber, reference));
    expect(row?.status).toBe('IN PROGRESS');
    expect(await smsCount()).toBe(before + 1);
    const [latest] = (
      await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, mobile ?? ''))
    ).slice(-1);
    expect(latest?.body).toBe(`Your Bayan incident report ${reference} is now IN PROGRESS.`);

    // The same status again tells nobody.
    expect((await run('incidents', 'status', reference, 'in_progress')).lines[0]).toContain('already');
    expect(await smsCount()).toBe(before + 1);

    expect((await run('incidents', 'close', reference)).code).toBe(0);
    expect((await run('incidents', 'list', '--status', 'CLOSED')).lines.join('\n')).toContain(reference);
    expect(await smsCount()).toBe(before + 2);

    expect((await run('incidents', 'status', reference, 'DONE')).code).toBe(2);
    expect((await run('incidents', 'close', 'INC-000000-NOSUCHXX')).code).toBe(1);
  });
});

describe('npm run cli -- immunization', () => {
  it('lists registrations and exports them as properly quoted CSV', async () => {
    const resident = await t.payer();
    const res = await post(resident.auth, '/api/v1/taxpayers/immunization_registrations', {
      priority_group: 'Health Worker',
      employment_type: 'Private Employee',
      employer_name: 'St. Luke\'s "Main", Inc.',
      profession: '=NURSE',
      first_name: 'Ana',
      last_name: 'Reyes',
      birthdate: '1988-01-30',
      gender: 'FEMALE',
      mobile_number: '639181112222',
      municipality_code: 'BDC',
      barangay_code: 'BDC-001',
      street: 'Block 4, Lot 2\nPhase 1',
      consent: true,
    });
    expect(res.status).toBe(201);
    const reference = ((await res.json()) as { data: { attributes: { reference_number: string } } }).data
      .attributes.reference_number;

    const listed = await run('immunization', 'list');
    expect(listed.lines.join('\n')).toContain(`${reference}`);
    expect(listed.lines.join('\n')).toContain('REYES, ANA');

    const file = join(await mkdtemp(join(tmpdir(), 'bayan-vax-')), 'registrations.csv');
    const exported = await run('immunization', 'export', file);
    expect(exported).toMatchObject({ code: 0, lines: ['wrote 1 registration to ' + file] });
    const csv = await readFile(file, 'utf8');
    const [header, line] = csv.split('\r\n');
    expect(header?.split(',').slice(0, 4)).toEqual([
      'reference_number',
      'registered_at',
      'priority_group',
      'employment_type',
    ]);
    expect(line).toContain(`${reference},`);
    expect(line).toContain(',"St. Luke\'s ""Main"", Inc.",\'=NURSE,REYES,ANA,');
    expect(csv).toContain('"Block 4, Lot 2\nPhase 1"');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
