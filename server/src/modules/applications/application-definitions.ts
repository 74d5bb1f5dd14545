import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';

/**
 * The kinds folder the web app's loaders read too (src/features/applications/definition-loaders.ts):
 * one file per §2.8 sub-path, exporting its `definition`. Adding a kind is adding a file there.
 */
export const KINDS_DIR = fileURLToPath(
  new URL('../../../../src/domain/applications/kinds/', import.meta.url),
);

/** The sub-paths the kinds folder serves: its file names (tests and helpers have a second dot). */
export const kindPageNames = (files = readdirSync(KINDS_DIR)) =>
  files.flatMap((file) => (/^[a-z0-9-]+\.ts$/.test(file) ? [file.slice(0, -3)] : [])).sort();

// Read once, at start (top-level await): every later import sees the whole registry.
const loaded = await Promise.all(
  kindPageNames().map(async (page) => {
    const module = (await import(`${KINDS_DIR}${page}.ts`)) as { definition?: ApplicationDefinition };
    if (!module.definition) throw new Error(`${page}.ts exports no definition`);
    return [page, module.definition] as const;
  }),
);

/** Each page (§2.8 sub-path) with the definition it opens; several pages may open one definition. */
export const PAGES: ReadonlyMap<string, ApplicationDefinition> = new Map(loaded);

const byRoute = new Map<string, ApplicationDefinition>();
for (const definition of PAGES.values()) byRoute.set(definition.route, definition);

/**
 * Adds kinds beside the folder's (createApp's `applicationKinds`: the tests' own kinds). A route
 * the registry has already is refused: two kinds would file into one another's drafts.
 */
export function addDefinitions(definitions: readonly ApplicationDefinition[]) {
  for (const definition of definitions) {
    const known = byRoute.get(definition.route);
    if (known && known !== definition) throw new Error(`two kinds have the route ${definition.route}`);
    byRoute.set(definition.route, definition);
  }
}

/** The application kinds this server accepts (each definition once). */
export const allDefinitions = (): readonly ApplicationDefinition[] => [...byRoute.values()];

/** A definition by its route (the one it files under), or undefined. */
export const definitionByRoute = (route: string) => byRoute.get(route);

/** The definition of a module's transaction type (an application status's module and name). */
export const definitionOf = (moduleType: string, transactionType: string) =>
  allDefinitions().find((d) => d.moduleType === moduleType && d.transactionType === transactionType);

/** The page (sub-path) of the kind serving a module's transaction type: Select Transaction's Proceed. */
export const kindPageOf = (moduleType: string, transactionType: string) =>
  definitionOf(moduleType, transactionType)?.route;
