import { FEES_HELP } from './fees-commands';

/** `npm run cli -- help`: every operator command, one line each. */
export const CLI_HELP = `Bayan operator commands (npm run cli -- <command>)

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
  settings set fee_adjustment_approval_share 10
                                       the % (0–99) an officer may lower an assessment below the
                                       fee schedule alone; past it a second officer approves (issue 25)
  accounts reset-mfa <mobile> --reason "…" [--by <name>]
                                       turn a resident's second factors off (lost phone and
                                       recovery codes, identity checked): sessions end, audited
  staff create <username> --name "…" --email <address> --roles licensing,treasury,administrator
        [--password-stdin]             a staff member for /console; prints a one-time initial
                                       password (or reads one from standard input, never argv)
  staff roles                          the roles to give (defined at /console/roles)
  staff list | staff disable <username> | staff reset-mfa <username>
  appointments schedule set <office> --days mon-fri --times 08:00,09:00 --capacity 5
                                       an office's appointment slots (Manila times), added or
                                       changed; bookings already made stay
  appointments schedule list | appointments schedule clear <office> [--days sat,sun]
${FEES_HELP}
  applications move <reference> <TO STATUS> [--reason "…"]
                                       by the reference people see (BYN-…): a review action (the
                                       workflow table, audited as 'operator', the taxpayer told),
                                       e.g. FOR RESUBMISSION

It uses the same database as the portal (DATABASE_URL, or the PGlite folder BAYAN_DATA_DIR).
While a portal runs on the embedded database, the command is sent to it and runs inside it
(README: "Operator commands while the portal runs"); otherwise it opens the database itself.`;
