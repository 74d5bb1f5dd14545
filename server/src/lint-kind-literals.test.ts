import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The kind-literal rule of eslint.config.js must bite (DESIGN.md "Kinds are plug-ins"): each case
// lints a small source as if it were a file of the real tree.
const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
let eslint: ESLint;
const RULE = 'no-restricted-syntax';

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the kind-literal rule of eslint.config.js', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it('refuses a business permit literal in the engine, staff review, the assessment and the form engine', async () => {
    const cases = [
      ['server/src/modules/applications/new-engine-file.ts', "export const m = 'BPLS';\n"],
      [
        'server/src/modules/staff-review/new-review-file.ts',
        'export const f = (p: Record<string, unknown>) => p.business_name;\n',
      ],
      [
        'server/src/modules/assessment/new-soa-file.ts',
        'export const n = (y: number) => `BP-SOA-${String(y)}`;\n',
      ],
      ['src/features/applications/components/new-part.tsx', "export const k = { module_type: 'BPLS' };\n"],
      [
        'src/app/pages/transaction-detail-page.tsx',
        "export const isPermit = (t: { module_type: string }) => t.module_type === 'BPLS';\n",
      ],
    ] as const;
    for (const [file, code] of cases) expect(await ruleIds(file, code), file).toContain(RULE);
  }, 60_000);

  it('lets the business permit kind’s own files and other modules name it', async () => {
    expect(
      await ruleIds('server/src/modules/business-permits/new-permit-file.ts', "export const m = 'BPLS';\n"),
    ).toEqual([]);
    expect(
      await ruleIds(
        'src/domain/applications/business-permit-other.ts',
        "export const f = 'business_name';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds('server/src/modules/applications/engine.ts', "export const m = 'PENDING';\n"),
    ).toEqual([]);
  }, 60_000);
});
