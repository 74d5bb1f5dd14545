import { billKinds } from './bill-kinds';
import type { ImportKind } from './billing/csv-import/import-kind';
import type { Env } from './env';

/** Every operator import, for the command line and the console: the bill kinds' (bill-kinds.ts). */
export const importKinds = (env: Pick<Env, 'NOV_PIN_KEY'>): readonly ImportKind[] =>
  billKinds(env).flatMap((kind) => kind.imports ?? []);
