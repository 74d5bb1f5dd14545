import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { generateSync } from 'otplib';
import { createOfficer } from './kind-journey';

/** The offices a new business permit and its renewal are endorsed to (JMC 2016-01), and their roles. */
export const ENDORSING_OFFICES = ['zoning', 'fire', 'health', 'engineering'] as const;
const ROLES = 'zoning,fire,sanitary,engineering';

/** The application of a resident's transaction (the id the staff API takes). */
export async function applicationIdOf(
  request: APIRequestContext,
  residentToken: string,
  transactionId: string,
) {
  const res = await request.get(`/api/v1/taxpayers/applications?transaction_history_id=${transactionId}`, {
    headers: { Authorization: `Bearer ${residentToken}` },
  });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { id: string }[] };
  return data[0]?.id ?? '';
}

/**
 * For journeys about what comes after the endorsements (the assessment, the payment, the
 * release): an officer of the four endorsing offices — made with the operator command, signed in
 * through the staff API as the console does — clears the application for each, as their offices
 * would (tests/e2e/endorsements.spec.ts walks that in the console). The last clearance moves it on
 * to the treasury's assessment.
 */
export async function clearedByEveryOffice(request: APIRequestContext, applicationId: string) {
  const officer = {
    username: `e2e.endorser.${randomBytes(3).toString('hex')}`,
    password: 'Endorser journey pass 2026',
    name: 'Elena Endorser',
    email: '',
  };
  officer.email = `${officer.username}@lgu.example`;
  createOfficer(officer, ROLES);
  const signIn = await request.post('/api/v1/staff/auth/sign_in', {
    data: { username: officer.username, password: officer.password },
  });
  expect(signIn.status()).toBe(200);
  const { data } = (await signIn.json()) as { data: { token: string; enrolment?: { secret: string } } };
  const passed = await request.post('/api/v1/staff/auth/code', {
    headers: { Authorization: `Bearer ${data.token}` },
    data: { code: generateSync({ secret: data.enrolment?.secret ?? '' }) },
  });
  expect(passed.status()).toBe(200);
  for (const office of ENDORSING_OFFICES) {
    const cleared = await request.post(
      `/api/v1/staff/applications/${applicationId}/endorsements/${office}/clear`,
      {
        headers: { Authorization: `Bearer ${data.token}` },
        data: {},
      },
    );
    expect(cleared.status(), await cleared.text()).toBe(200);
  }
}
