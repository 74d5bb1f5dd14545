import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import rules of eslint.config.js must bite: each case lints a small source as if it were a
// file of the real tree (its imports resolve against the files beside it) and expects the rule.
const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
let eslint: ESLint;

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const RESTRICTED = 'import-x/no-restricted-paths';

describe('the import rules of eslint.config.js', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it('keep a feature from importing another feature, not from importing itself', async () => {
    expect(
      await ruleIds(
        'src/features/profile/uses-other-feature.ts',
        "import { proceed } from '@/features/select-transaction/proceed';\nexport const p = proceed;\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await ruleIds(
        'src/features/select-transaction/uses-itself.ts',
        "import { proceed } from './proceed';\nexport const p = proceed;\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('refuse an import cycle', async () => {
    // input-masks.ts imports apply-mask.ts; apply-mask.ts importing input-masks.ts closes the loop.
    expect(
      await ruleIds(
        'src/domain/format/apply-mask.ts',
        "import { formatBin } from './input-masks';\nexport const applyMask = formatBin;\n",
      ),
    ).toContain('import-x/no-cycle');
  }, 60_000);

  it('keep services from importing routes and the app', async () => {
    expect(
      await ruleIds(
        'server/src/modules/lookups/lookups.service.ts',
        "import { lookupsRoutes } from './lookups.routes';\nexport const r = lookupsRoutes;\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await ruleIds(
        'server/src/modules/lookups/lookups.service.ts',
        "import { createApp } from '../../app';\nexport const a = createApp;\n",
      ),
    ).toContain(RESTRICTED);
  }, 60_000);

  it('keep db below everything and http below the modules', async () => {
    expect(
      await ruleIds(
        'server/src/db/seed.ts',
        "import { lookupsRoutes } from '../modules/lookups/lookups.routes';\nexport const r = lookupsRoutes;\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await ruleIds(
        'server/src/http/json-api.ts',
        "import { createLookupsService } from '../modules/lookups/lookups.service';\nexport const s = createLookupsService;\n",
      ),
    ).toContain(RESTRICTED);
  }, 60_000);

  it('keep the document service and the fee schedule below the kinds', async () => {
    expect(
      await ruleIds(
        'server/src/documents/documents.service.ts',
        "import { businessPermitDocument } from '../modules/permits/business-permit-document';\nexport const k = businessPermitDocument;\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await ruleIds(
        'server/src/fees/fee-schedules.ts',
        "import { allDefinitions } from '../modules/applications/application-definitions';\nexport const d = allDefinitions;\n",
      ),
    ).toContain(RESTRICTED);
    // A kind importing the floor is the one way.
    expect(
      await ruleIds(
        'server/src/modules/permits/business-permit-document.ts',
        "import type { DocumentKind } from '../../documents/document-kind';\nexport type K = DocumentKind;\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('keep the billing core, payments and transactions below the bill kinds', async () => {
    // Issue 26: billing, payments and transactions name no kind; the kinds import them.
    expect(
      await ruleIds(
        'server/src/billing/bill-kind-registry.ts',
        "import { btaxBillKind } from '../modules/business-tax/btax-bill-kind';\nexport const k = btaxBillKind;\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await ruleIds(
        'server/src/billing/csv-import/read-csv-import.ts',
        "import { importPace } from '../../modules/imports/import-runner';\nexport const p = importPace;\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await ruleIds(
        'server/src/modules/payments/settlement.ts',
        "import { claimBtaxBills } from '../business-tax/claim-btax-bills';\nexport const c = claimBtaxBills;\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await ruleIds(
        'server/src/modules/transactions/transactions.service.ts',
        "import { APPLICATION_SOA_KIND } from '../applications/soa-subject';\nexport const k = APPLICATION_SOA_KIND;\n",
      ),
    ).toContain(RESTRICTED);
    // The one way: a kind imports the core, and payments its neighbour transactions.
    expect(
      await ruleIds(
        'server/src/modules/business-tax/btax-bill-kind.ts',
        "import type { BillKind } from '../../billing/bill-kind';\nexport type K = BillKind;\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'server/src/modules/payments/payments.routes.ts',
        "import { transactionId } from '../transactions/transactions.routes';\nexport const t = transactionId;\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('keep src/domain to itself and valibot', async () => {
    const domainFile = 'src/domain/format/format-peso.ts';
    expect(
      await ruleIds(domainFile, "import { http } from '@/lib/http';\nexport const h = http;\n"),
    ).toContain(RESTRICTED);
    expect(
      await ruleIds(domainFile, "import { create } from 'zustand';\nexport const c = create;\n"),
    ).toContain(RESTRICTED);
    expect(
      await ruleIds(
        domainFile,
        "import * as v from 'valibot';\nimport { toCentavos } from '../money/centavos';\nexport const s = [v.string(), toCentavos];\n",
      ),
    ).toEqual([]);
    for (const builtin of ['node:crypto', 'crypto', 'node:fs']) {
      expect(
        await ruleIds(domainFile, `import { randomUUID } from '${builtin}';\nexport const r = randomUUID;\n`),
      ).toContain('import-x/no-nodejs-modules');
    }
  }, 60_000);

  it('let only the payment step import mini-program-bridge', async () => {
    const bridge =
      "import { detectMiniProgram } from '../../../mini-program-bridge/detect-mini-program';\nexport const d = detectMiniProgram;\n";
    expect(await ruleIds('src/features/auth/uses-bridge.ts', bridge)).toContain(RESTRICTED);
    expect(await ruleIds('src/features/payments/pay-bill.ts', bridge)).toEqual([]);
  }, 60_000);

  it('keep the treasury and support from importing a kind of bill', async () => {
    const kind =
      "import { BTAX_SUBJECT_KIND } from '../business-tax/btax-subject';\nexport const k = BTAX_SUBJECT_KIND;\n";
    expect(await ruleIds('server/src/modules/treasury/new-report.ts', kind)).toContain(RESTRICTED);
    expect(await ruleIds('server/src/modules/support/new-search.ts', kind)).toContain(RESTRICTED);
    expect(
      await ruleIds('server/src/modules/business-tax/btax-other.ts', kind.replace('../business-tax/', './')),
    ).toEqual([]);
  }, 60_000);
});
