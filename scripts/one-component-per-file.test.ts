import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
// A component declared at the top of a module: a capitalised function, or a capitalised constant
// given an arrow function, memo() or forwardRef(). lazy() references to other files' components
// are not declarations and are not counted.
const COMPONENT =
  /^(?:export )?(?:default )?function [A-Z]\w*[(<]|^(?:export )?const [A-Z]\w* = (?:\(|memo\(|forwardRef\()/gm;

// The quality bar: one component per file. Three files had a second one (a list inside a card,
// a page inside its router, a receipt inside its page) before this test.
describe('every component file of the web app', () => {
  it('declares one component', () => {
    const files = execFileSync('git', ['ls-files', '-z', 'src'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'));
    expect(files.length).toBeGreaterThan(200);
    const crowded = files
      .map((file) => ({
        file,
        components: [...readFileSync(join(root, file), 'utf8').matchAll(COMPONENT)].map((m) => m[0]),
      }))
      .filter(({ components }) => components.length > 1);
    expect(crowded).toEqual([]);
  });
});
