import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiteralStrings } from './find-literal-strings';
import { MIGRATED_FOLDERS } from './migrated-folders';

// Vitest runs from the project root.
const ROOT = `${resolve('.')}/`;
/** Sources that never reach a person: tests, their fixtures and kits. */
const NOT_SHIPPED = /\.test\.tsx?$|test-fixtures\.ts$|-test-(kit|api)\.tsx?$/;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !NOT_SHIPPED.test(entry.name)) yield path;
  }
}

describe('findLiteralStrings', () => {
  it('finds JSX text, spoken attributes, branches and labelled properties', () => {
    const found = findLiteralStrings(
      'x.tsx',
      [
        'const columns = [{ label: "TOTAL DUE" }];',
        'const A = () => <button aria-label="Close">Pay now</button>;',
        "const B = ({ busy }) => <p>{busy ? 'Paying…' : t('pay')}</p>;",
      ].join('\n'),
    );
    expect(found).toEqual(['x.tsx:1: TOTAL DUE', 'x.tsx:2: Close', 'x.tsx:2: Pay now', 'x.tsx:3: Paying…']);
  });

  it('lets keys, class names, symbols and compared values through', () => {
    const found = findLiteralStrings(
      'x.tsx',
      [
        'const A = () => <p className="muted button" aria-hidden="true">{t(\'noRecord\')} ₱ ×</p>;',
        "const B = ({ r }) => <div>{r.type === 'RENEWAL' ? <p>{t('renewal')}</p> : null}</div>;",
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });
});

describe.each(MIGRATED_FOLDERS)('%s', (folder) => {
  it('renders no literal user-facing string: every word comes from a catalogue (docs/i18n.md)', () => {
    const found = [...sources(join(ROOT, folder))].flatMap((path) =>
      findLiteralStrings(path.slice(ROOT.length), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
