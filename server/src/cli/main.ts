import { configuredMail, configuredSms, configuredStorage } from '../adapters/configured-adapters';
import { openDatabase } from '../db/client';
import { seedDemo } from '../db/seed';
import { ConfigError, readEnv } from '../env';
import { runSoaImportCommand } from '../modules/misc-fees/import-soa-command';
import { runAccountsCommand } from './accounts-commands';
import { runContentCommand } from './content-commands';
import { runHelpCommand } from './help-commands';
import { runImportCommand } from './import-btax';
import { runNewsCommand } from './news-commands';
import { runNovImportCommand } from '../modules/violations/nov-import-command';
import { hashStoredNovPins, novPinKeyFrom } from '../modules/violations/nov-pin-hash';
import { runPlacesCommand } from './places-command';
import { runRefundCommand } from './refund-commands';
import { hashPassword, verifyPassword } from '../modules/auth/passwords';
import { runApplicationMovesCommand } from '../modules/staff-review/application-moves-command';
import { readStdin, runStaffCommand } from './staff-commands';

const HELP = `Bayan operator commands (npm run cli -- <command>)

  content list                         every content entry (§3) and its JSON body
  content get <TYPE>                   one entry, e.g. content get COMPONENTS
  content set <TYPE> <KEY> <VALUE>     e.g. content set COMPONENTS EMAIL_LOGIN true
  content set|get … --lang fil         a key's Filipino value (a key without one is served in English)
  modules list                         the service modules with their state
  modules activate|deactivate <CODE…>  e.g. modules deactivate MVOPS
  modules coming-soon|available <CODE…>
  settings set billing_import CSV|MANUAL|API
  settings set rptax_api_check true|false      gate E-Government on the property-tax API
  settings set rptax_api_available true|false  mark that API down for maintenance
  settings set mrid_redirect_url https://…     the E-MRID identity-card service
  page set <slug> <file.json>          replace an information page (about, faq, how-to …)
  page set <slug> <file.json> --lang fil  its Filipino (title and sections; without it, English)
  seed                                 seed the demo LGU (does nothing if already seeded)
  import btax <api|csv|manual> <file.csv>  load business tax bills, all or nothing (README: CSV format)
  import rpt <roll.csv>                load the real property tax assessment roll, all or nothing
  settings set rpt_basic_percent 2     a property-tax rate (README: Real property tax)
  import soa <file.csv>                load statements of account, all or nothing (README)
  import nov <file.csv>                load notices of violation, all or nothing (README: NOV columns)
  places import [--file <folder>]      load the PSGC places again (the packaged release, or the
                                       regions/provinces/muncities/barangays.json of a folder)
  news add <article.md>                publish an article or video (README: News; front matter for
                                       title, summary, category, cover, featured, video, publish_at)
  news list                            every item: published, scheduled or unpublished
  news unpublish <id>                  take an item down
  news feature <id> [--off]            show an item first on /news (or no longer)
  incidents list [--status <STATUS>]   incident reports (E-Help), newest first
  incidents status <ref> <STATUS>      RECEIVED, IN PROGRESS, RESOLVED or CLOSED; tells the resident
  incidents close <ref>                the same as status <ref> CLOSED
  immunization list                    immunization registrations, newest first
  immunization export <file.csv>       every registration as CSV (README: Immunization CSV)
  refunds list [--all]                 payments held for refund (paid twice, or the wrong amount)
  refunds approve <id> [--by <name>]   approve one: the gateway returns the money
  settings set mfa_required true|false every account needs a second factor (issue 16)
  accounts reset-mfa <mobile> --reason "…" [--by <name>]
                                       turn a resident's second factors off (lost phone and
                                       recovery codes, identity checked): sessions end, audited
  staff create <username> --name "…" --email <address> --roles licensing,treasury,administrator
        [--password-stdin]             a staff member for /console; prints a one-time initial
                                       password (or reads one from standard input, never argv)
  staff list | staff disable <username> | staff reset-mfa <username>
  applications move <id> <TO STATUS> [--reason "…"]
                                       a review action (the workflow table, audited as
                                       'operator', the taxpayer told), e.g. FOR RESUBMISSION

It uses the same database as the portal (DATABASE_URL, or the PGlite folder BAYAN_DATA_DIR).
With the embedded database, stop the portal first: PGlite allows one process at a time.`;

const out = (line: string) => console.log(line);
const errOut = (line: string) => console.error(line);

/** Runs one operator command and exits with 0 on success. */
async function main(args: string[]) {
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(HELP);
    return 0;
  }
  const env = readEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.BAYAN_DATA_DIR,
    timeoutMs: env.DB_TIMEOUT_MS,
    poolSize: 2,
    // An import of 100,000 bills is one long statement a batch: no request-sized deadline.
    longQueries: true,
  });
  const novPinKey = novPinKeyFrom(env.NOV_PIN_KEY);
  try {
    if (args[0] === 'seed') {
      console.log((await seedDemo(database.db)) ? 'seeded the demo LGU' : 'already seeded: nothing to do');
      // The demo notices' PINs, like any older plain ones, are kept only as keyed hashes.
      await hashStoredNovPins(database.db, novPinKey);
      return 0;
    }
    const places = await runPlacesCommand(database.db, args, out, errOut);
    if (places !== null) return places;
    const imported = await runImportCommand(database.db, args, out, errOut);
    if (imported !== null) return imported;
    const soaImported = await runSoaImportCommand(database.db, args, out, errOut);
    if (soaImported !== null) return soaImported;
    const novImported = await runNovImportCommand(database.db, novPinKey, args, out, errOut);
    if (novImported !== null) return novImported;
    const newsDone = await runNewsCommand(
      { db: database.db, storage: configuredStorage(env), providers: env.NEWS_VIDEO_PROVIDERS },
      args,
      out,
      errOut,
    );
    if (newsDone !== null) return newsDone;
    const helped = await runHelpCommand(
      { db: database.db, sms: configuredSms(database.db, env), mail: configuredMail(database.db, env) },
      args,
      out,
      errOut,
    );
    if (helped !== null) return helped;
    const refunded = await runRefundCommand(database.db, env, args, out, errOut);
    if (refunded !== null) return refunded;
    const staff = await runStaffCommand(
      { db: database.db, passwords: { hash: hashPassword, verify: verifyPassword }, readStdin },
      args,
      out,
      errOut,
    );
    if (staff !== null) return staff;
    const moved = await runApplicationMovesCommand(
      { db: database.db, sms: configuredSms(database.db, env), mail: configuredMail(database.db, env) },
      args,
      out,
      errOut,
    );
    if (moved !== null) return moved;
    const accounts = await runAccountsCommand(database.db, env, args, out, errOut);
    if (accounts !== null) return accounts;
    const handled = await runContentCommand(database.db, args, out);
    if (handled) return 0;
    console.error(`unknown command: ${args.join(' ')}\n\n${HELP}`);
    return 2;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const message = err instanceof ConfigError ? err.message : (err as Error).message;
    console.error(`bayan: ${message}`);
    process.exit(1);
  },
);
