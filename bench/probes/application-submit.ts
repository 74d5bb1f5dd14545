import sharp from 'sharp';
import { VALID_SOLE_PROPRIETORSHIP } from '../../src/domain/applications/business-permit-new.vectors';
import { signIn, signUp } from '../lib/bench-account';
import { httpClient, pacedRun } from '../lib/paced';
import type { Probe } from '../lib/types';
import { loadRows, type LoadTarget } from './api-load';

const PATH = '/api/v1/bpls/taxpayer/business/permit/application_new';
const UPLOAD_PATH = '/api/v1/taxpayers/uploads';
/** Accounts that file: each its own uploads, signed in before the measured window. */
const ACCOUNTS = 40;
const SETUP_CONCURRENCY = 4;
/** This probe's own mobile numbers (6391700770xx). */
const mobileOf = (i: number) => `6391700770${String(i).padStart(2, '0')}`;

/**
 * Issue 18's budget: submitting a new business permit application (validated by its definition,
 * its requirement uploads claimed, the PENDING transaction, the application and its first audit
 * row written) p99 ≤ 100 ms at 50 req/s on the embedded database, spread over many accounts.
 */
export const APPLICATION_SUBMIT: LoadTarget = {
  name: 'application_submit',
  path: PATH,
  rate: 50,
  connections: 50,
  durationSeconds: 10,
  warmupSeconds: 2,
  p99BudgetMs: 100,
};

/** A bench account as a filer is: signed in, with its three requirement images uploaded (real PNGs). */
async function filer(baseUrl: string, setup: ReturnType<typeof httpClient>, image: Blob, i: number) {
  const mobile = mobileOf(i);
  await signUp(setup, mobile);
  const authorization = `Bearer ${await signIn(setup, mobile)}`;
  const upload = async () => {
    const form = new FormData();
    form.append('file', image, 'requirement.png');
    const res = await fetch(`${baseUrl}${UPLOAD_PATH}`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`upload for ${mobile}: HTTP ${res.status} ${text.slice(0, 300)}`);
    return (JSON.parse(text) as { data: { cdnUrl: string } }).data.cdnUrl;
  };
  // The vectors' valid payload (src/domain/applications), each requirement a file of its own.
  const payload = {
    ...VALID_SOLE_PROPRIETORSHIP,
    requirements: {
      dti_certificate: await upload(),
      barangay_clearance: await upload(),
      lease_contract: await upload(),
    },
  };
  return { headers: { authorization }, payload };
}

/** `POST …/business/permit/application_new` at 50 req/s, round-robin over {@link ACCOUNTS} filers. */
export const applicationSubmitProbe: Probe = {
  name: APPLICATION_SUBMIT.name,
  async run({ baseUrl, log }) {
    const target = APPLICATION_SUBMIT;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const image = new Blob([new Uint8Array(png)], { type: 'image/png' });
    log(`signing in ${ACCOUNTS} filers, each with its requirements uploaded`);
    const setup = httpClient(baseUrl, { maxSockets: SETUP_CONCURRENCY, timeoutMs: 30_000 });
    const filers: Awaited<ReturnType<typeof filer>>[] = [];
    try {
      for (let i = 0; i < ACCOUNTS; i += SETUP_CONCURRENCY) {
        const batch = Array.from({ length: Math.min(SETUP_CONCURRENCY, ACCOUNTS - i) }, (_, k) => i + k);
        filers.push(...(await Promise.all(batch.map((n) => filer(baseUrl, setup, image, n)))));
      }
    } finally {
      setup.close();
    }
    const client = httpClient(baseUrl, { maxSockets: target.connections, timeoutMs: 5_000 });
    const send = (i: number) => {
      const { headers, payload } = filers[i % ACCOUNTS] as (typeof filers)[number];
      return client.send('POST', PATH, payload, headers);
    };
    try {
      // A real filing, not a 422: the application comes back PENDING with its reference number.
      const first = await send(0);
      if (first.status !== 201 || !first.body.includes('"status":"PENDING"')) {
        throw new Error(`${PATH}: HTTP ${first.status} ${first.body.slice(0, 300)}`);
      }
      const run = (durationSeconds: number) =>
        pacedRun({
          rate: target.rate,
          durationSeconds,
          maxInFlight: target.connections * 4,
          send: (i) => send(i).then((r) => r.status),
        });
      log(`warm-up ${target.warmupSeconds} s on ${PATH}`);
      await run(target.warmupSeconds);
      log(`${target.durationSeconds} s at ${target.rate} req/s over ${ACCOUNTS} accounts`);
      const result = await run(target.durationSeconds);
      return { rows: loadRows(target, result), details: { target, accounts: ACCOUNTS, result } };
    } finally {
      client.close();
    }
  },
};
