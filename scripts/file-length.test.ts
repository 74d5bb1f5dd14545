import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const LIMIT = 300;
// Source, tests and styles; generated files (migrations, lockfiles, catalogues in JSON) aside.
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|js|css)$/;

// The quality bar: files small and named for what they export, none over 300 lines. The global
// stylesheet had grown to 944 lines and a journey to 322 before anyone noticed.
describe('every source file', () => {
  it(`has at most ${String(LIMIT)} lines`, () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => SOURCE.test(file));
    expect(files.length).toBeGreaterThan(1000);
    const long = files
      .map((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return { file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
      })
      .filter(({ lines }) => lines > LIMIT);
    expect(long).toEqual([]);
  });
});
