import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILIPINO_MESSAGES } from './filipino-messages';
import { translateMessage } from './translate-message';

describe('translateMessage', () => {
  it('leaves English as it is', () => {
    expect(translateMessage('Updated!', 'en')).toBe('Updated!');
  });

  it('gives the Filipino of a known message', () => {
    expect(translateMessage('Updated!', 'fil')).toBe('Na-update na!');
  });

  it('fills the changing parts of a message, and puts a label in Filipino', () => {
    expect(translateMessage('Please wait 42 seconds before requesting a new code.', 'fil')).toBe(
      'Maghintay ng 42 segundo bago humingi ng bagong code.',
    );
    expect(translateMessage('Choose a Province Code from the list.', 'fil')).toBe(
      'Pumili ng Probinsya mula sa listahan.',
    );
    expect(translateMessage('Too many failed sign-in attempts. Please try again in 3 hours.', 'fil')).toBe(
      'Masyadong maraming maling pag-sign in. Pakisubukang muli pagkalipas ng 3 oras.',
    );
  });

  it('falls back to the English, never to a key, for a message without Filipino', () => {
    expect(translateMessage('Something new happened.', 'fil')).toBe('Something new happened.');
  });

  it("keeps 'Token expired', which the web app reads to end the session (§8)", () => {
    expect(translateMessage('Token expired', 'fil')).toBe('Token expired');
  });

  it('has the same placeholders in the Filipino as in the English', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [english, filipino] of Object.entries(FILIPINO_MESSAGES)) {
      expect(placeholders(filipino), english).toEqual(placeholders(english));
    }
  });
});

// Operator and machine messages (the CLI, webhooks, headers a client sets), not read by a resident.
const NOT_FOR_RESIDENTS = [
  /^Unknown content type/,
  /^Refund /,
  /^No refund /,
  /^Webhook rejected/,
  /^Unknown payment gateway/,
  /^Idempotency-Key must be/,
  /^Conflict$/,
];

// A template's changing parts: a number, unless the English puts words there.
const SAMPLES: Record<string, string> = { later: '5 minutes', why: 'is cancelled' };

const SERVER = join(__dirname, '../..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return ['cli', 'testing', 'db'].includes(name) ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

// The texts of `new XError('…')`, `{ field: ['…'] }` and `message: '…'`; `${…}` becomes a sample value.
const LITERAL = String.raw`(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|\`((?:[^\`\\]|\\.)*)\`)`;
const SITES = [
  new RegExp(
    String.raw`new (?:BadRequest|Unauthorized|Forbidden|NotFound|Conflict|TooManyRequests|ServiceUnavailable)Error\(\s*${LITERAL}`,
    'g',
  ),
  new RegExp(String.raw`:\s*\[\s*${LITERAL}\s*\]`, 'g'),
  new RegExp(String.raw`message: ${LITERAL}`, 'g'),
  new RegExp(String.raw`_MESSAGE =\s*${LITERAL}`, 'g'),
];

describe('the Filipino catalogue', () => {
  it('has every message the server gives a resident', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SERVER)) {
      const source = readFileSync(file, 'utf8');
      for (const site of SITES) {
        for (const match of source.matchAll(site)) {
          const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\'/g, "'");
          if (!/^[A-Z][^]*[a-z]/.test(text) || NOT_FOR_RESIDENTS.some((p) => p.test(text))) continue;
          const sample = text
            .replace(/\$\{\w+ === 1 \? '' : 's'\}/g, 's')
            .replace(/\$\{(\w+)\}/g, (whole, name: string) => SAMPLES[name] ?? '7');
          if (translateMessage(sample, 'fil') === sample) missing.push(`${file}: ${text}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
