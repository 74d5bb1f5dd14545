import type { Hono } from 'hono';

/** A person as the sandbox's exchange_codes takes one. */
export interface SandboxPerson {
  mobile_number: string;
  first_name: string;
  last_name: string;
  email?: string;
}

/** Plays the eGov app: asks the built-in sandbox for an exchange code for `person`. */
export async function sandboxExchangeCode(app: Hono, person: SandboxPerson): Promise<string> {
  const res = await app.request('/sandbox/superapp/exchange_codes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(person),
  });
  if (res.status !== 201) throw new Error(`exchange_codes answered ${res.status}`);
  return ((await res.json()) as { exchange_code: string }).exchange_code;
}

export interface SsoJson {
  data: {
    type: string;
    attributes: { token?: string; link_token?: string; is_link_required?: boolean; mobile_number?: string };
    relationships?: { taxpayer: { data: { id: string } } };
  };
  included?: { attributes: Record<string, unknown> }[];
  meta?: { is_password_set: boolean };
  message: string;
}
