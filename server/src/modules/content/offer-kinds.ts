import { and, eq, max, sql } from 'drizzle-orm';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import type { Db } from '../../db/client';
import { applicationStatuses, systemModules } from '../../db/schema';

type Offered = Pick<ApplicationDefinition, 'moduleType' | 'transactionType' | 'catalogue'>;

// One start at a time adds rows (several instances starting together): the catalogue's own lock.
const CATALOGUE_LOCK = 7_245_310;

/**
 * Makes Select Transaction offer every application kind (issue 26): a module or transaction type
 * a definition declares (its `catalogue`) and the LGU's catalogue lacks is added, the module
 * active and listed last, the type after the module's others. A row the catalogue has is never
 * changed, so the LGU still switches a module off or marks it coming soon, as data. Runs at start;
 * answers what it added ('BRGY › NEW'), nothing the second time.
 */
export async function offerKinds(db: Db, definitions: readonly Offered[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK})`);
    const added: string[] = [];
    for (const { moduleType, transactionType, catalogue } of definitions) {
      let [module] = await tx
        .select({ id: systemModules.id })
        .from(systemModules)
        .where(eq(systemModules.name, moduleType));
      if (!module) {
        const [last] = await tx.select({ n: max(systemModules.sequence) }).from(systemModules);
        [module] = await tx
          .insert(systemModules)
          .values({
            name: moduleType,
            description: catalogue.module.description.en,
            descriptionFilipino: catalogue.module.description.fil,
            category: catalogue.module.category,
            otherInformation: catalogue.module.icon,
            photo: `/images/icons/${catalogue.module.icon}.svg`,
            cmsCode: moduleType,
            sequence: (last?.n ?? 0) + 1,
          })
          .returning({ id: systemModules.id });
      }
      if (!module) throw new Error(`module ${moduleType} not added`);
      const where = and(
        eq(applicationStatuses.systemModuleId, module.id),
        eq(applicationStatuses.name, transactionType),
      );
      const [type] = await tx.select({ id: applicationStatuses.id }).from(applicationStatuses).where(where);
      if (type) continue;
      const [lastType] = await tx
        .select({ n: max(applicationStatuses.sequence) })
        .from(applicationStatuses)
        .where(eq(applicationStatuses.systemModuleId, module.id));
      await tx.insert(applicationStatuses).values({
        systemModuleId: module.id,
        name: transactionType,
        descriptionFilipino: catalogue.type.fil,
        sequence: (lastType?.n ?? 0) + 1,
      });
      added.push(`${moduleType} › ${transactionType}`);
    }
    return added;
  });
}
