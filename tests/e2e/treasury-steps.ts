import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { enrolInConsole } from './console-enrol';
import { createAccount } from './new-account';
import { operatorCli } from './operator-cli';

/** A picture, as a payer's phone would send (PNG; the server re-encodes it). */
export const picture = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

/** A resident who signed up through the API: their token, and the API as they call it. */
export async function resident(request: APIRequestContext, mobile: string) {
  const token = await createAccount(request, mobile);
  const headers = { Authorization: `Bearer ${token}` };

  /** A miscellaneous fee (the treasury's "other fees", the amount typed), waiting for payment: its id. */
  async function feeTransaction(amount: string): Promise<number> {
    const fees = (await (await request.get('/api/v1/taxpayers/miscellaneous_fees')).json()) as {
      data: { id: string; attributes: { account_title: string } }[];
    };
    const fee = fees.data.find((f) => f.attributes.account_title === 'OTHER TREASURY FEES');
    const image = await upload('/api/v1/taxpayers/uploads', 'POST', await picture('#2a6'));
    const created = await request.post('/api/v1/taxpayers/miscellaneous_fee_payments', {
      headers,
      data: {
        remarks: 'TREASURY JOURNEY',
        image_url: image.cdnUrl,
        amount,
        miscellaneous_fee_id: Number(fee?.id),
      },
    });
    expect(created.status()).toBeLessThan(300);
    const body = (await created.json()) as {
      data: { relationships: { transaction_history: { data: { id: string } } } };
    };
    return Number(body.data.relationships.transaction_history.data.id);
  }

  async function upload(path: string, method: 'POST' | 'PUT', buffer: Buffer) {
    const res = await request.fetch(path, {
      method,
      headers,
      multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer } },
    });
    expect(res.status(), path).toBeLessThan(300);
    return ((await res.json()) as { data: { cdnUrl: string } }).data;
  }

  /** Sends a proof of payment for the transaction, as from the transaction page. */
  const sendProof = async (id: number, background: string) =>
    upload(`/api/v1/taxpayers/transaction_histories/${id}/payment_receipt`, 'PUT', await picture(background));

  /** The transaction as the resident's history shows it. */
  async function transaction(id: number) {
    const res = await request.get(`/api/v1/taxpayers/transaction_histories/${id}`, { headers });
    return (
      (await res.json()) as {
        data: {
          attributes: { status: string; official_receipt_number: string | null; reference_number: string };
        };
      }
    ).data.attributes;
  }

  /** A statement of account billed to this resident (verified by its payor's name first): its transaction id. */
  async function soaTransaction(soaNumber: string, payor: string): Promise<number> {
    const verified = await request.post('/api/v1/misc_fee/taxpayer/applications/verify', {
      headers,
      data: { soa_number: soaNumber, name: payor },
    });
    expect(verified.status()).toBe(200);
    const created = await request.post(`/api/v1/misc_fee/taxpayer/applications/${soaNumber}/pay`, {
      headers,
      // The demo catalogue's STATEMENT OF ACCOUNT PAYMENT (server/src/db/seed/demo-modules.ts).
      data: { name: payor, application_status_id: 41 },
    });
    expect(created.status()).toBe(201);
    const body = (await created.json()) as {
      data: { relationships: { transaction_history: { data: { id: string } } } };
    };
    return Number(body.data.relationships.transaction_history.data.id);
  }

  /** Opens the gateway's checkout of a transaction: the hosted page's address. */
  async function checkout(id: number): Promise<string> {
    const gate = await request.post(`/api/v1/taxpayers/paymentgate/${id}`, { headers });
    expect(gate.status()).toBe(200);
    return ((await gate.json()) as { data: { attributes: { url: string } } }).data.attributes.url;
  }

  /** Pays on the gateway's hosted page. */
  async function payAt(page: Page, url: string) {
    await page.goto(url);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
  }

  /** Pays online: the gateway's hosted page, Pay, until the portal has the receipt. */
  async function payOnline(page: Page, id: number) {
    await payAt(page, await checkout(id));
    await expect
      .poll(async () => (await transaction(id)).official_receipt_number, { timeout: 15_000 })
      .toBeTruthy();
    return transaction(id);
  }

  return {
    token,
    headers,
    feeTransaction,
    soaTransaction,
    sendProof,
    transaction,
    checkout,
    payAt,
    payOnline,
  };
}

/** A statement of account the office issues, imported from the command line while the portal runs. */
export async function importSoa(soaNumber: string, payor: string, amount: string) {
  const dir = await mkdtemp(join(tmpdir(), 'bayan-soa-'));
  const file = join(dir, 'soa.csv');
  const today = new Date().toISOString().slice(0, 10);
  const expires = `${String(new Date().getFullYear() + 1)}-12-31`;
  await writeFile(
    file,
    `soa_number,payor_name,bill_date,amount,office,description,expires_on\n${soaNumber},${payor},${today},${amount},City Treasurer's Office,Market stall rental,${expires}\n`,
  );
  operatorCli(['import', 'soa', file]);
}

/** A treasury officer (or a member of `roles`) made from the command line while the portal runs, signed in at /console. */
export async function treasurerAt(page: Page, username: string, name: string, roles = 'treasury') {
  const password = `Treasury journey ${username} 2026`;
  const made = operatorCli(
    [
      'staff',
      'create',
      username,
      '--name',
      name,
      '--email',
      `${username}@lgu.example`,
      '--roles',
      roles,
      '--password-stdin',
    ],
    password,
  );
  expect(made).toContain(`staff member ${username} created`);
  await enrolInConsole(page, username, password, name);
}

/** The sections of the console's navigation. */
export const consoleSection = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name, exact: true });
