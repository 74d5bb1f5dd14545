import type { Env } from './env';
import { btaxImportKinds } from './modules/business-tax/btax-import-kinds';
import type { ImportKind } from './modules/imports/import-kind';
import { soaImportKind } from './modules/misc-fees/soa-import-kind';
import { rptImportKind } from './modules/property-tax/rpt-import-kind';
import { novImportKind } from './modules/violations/nov-import-kind';
import { novPinKeyFrom } from './modules/violations/nov-pin-hash';

/** Every operator import, for the command line and the console (composed here, like app.ts). */
export const importKinds = (env: Pick<Env, 'NOV_PIN_KEY'>): readonly ImportKind[] => [
  ...btaxImportKinds,
  rptImportKind,
  soaImportKind,
  novImportKind(novPinKeyFrom(env.NOV_PIN_KEY)),
];
