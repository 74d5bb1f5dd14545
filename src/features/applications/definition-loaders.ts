/// <reference types="vite/client" />
import type { ApplicationDefinition } from '@/domain/applications/application-definition';

// One lazy chunk per kind file (src/domain/applications/kinds/, the folder the server reads at
// start): a definition and the renderer load only when their page opens, never with the landing.
const MODULES = import.meta.glob<{ definition: ApplicationDefinition }>([
  '../../domain/applications/kinds/*.ts',
  '!../../domain/applications/kinds/*.*.ts',
]);

const pageOf = (path: string) => /\/([a-z0-9-]+)\.ts$/.exec(path)?.[1] ?? path;

/** The definitions by the §2.8 sub-path (page) they serve, each loaded only when asked. */
export const DEFINITION_LOADERS: Readonly<Record<string, () => Promise<ApplicationDefinition>>> =
  Object.fromEntries(
    Object.entries(MODULES).map(([path, load]) => [pageOf(path), () => load().then((m) => m.definition)]),
  );

/** True when an application page exists for the sub-path. */
export const hasApplicationPage = (route: string) => Object.hasOwn(DEFINITION_LOADERS, route);
