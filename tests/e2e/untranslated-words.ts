import { resolve } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { catalogueFiles } from '../../scripts/i18n/catalogue-files';
import { DEMO_CMS, DEMO_SITE_SERVICES } from '../../server/src/db/seed/demo-content';
import { DEMO_MODULES } from '../../server/src/db/seed/demo-modules';
import {
  EMPLOYMENT_TYPE_WORDS,
  INCIDENT_TYPE_WORDS,
  PRIORITY_GROUP_WORDS,
} from '../../src/domain/contracts/help';
import { CIVIL_STATUS_WORDS, GENDER_WORDS } from '../../src/domain/options/person-options';

const pairs = catalogueFiles(resolve('src'));
const filipino = pairs.flatMap((p) => Object.values(p.fil)).join('\n');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (text: string) => new RegExp(`(?<![\\w-])${escape(text)}(?![\\w-])`);

/** The literal text of an English message: its placeholders cut out, a plural or select skipped. */
function literals(english: string): string[] {
  if (/\{\s*\w+\s*,/.test(english)) return [];
  return english
    .split(/\{\s*\w+\s*\}/)
    .map((part) => part.trim().replace(/^[\s:,.·–-]+|[\s:,.·–-]+$/g, ''))
    .filter((part) => part.length >= (english.includes('{') ? 10 : 3));
}

/**
 * Words of data a person reads (issue 30): the domain's option lists, the catalogue's transaction
 * types (QUARTERLY, RENEWAL …, shown by their Filipino names in Filipino) and the English of a
 * transaction's description, each beside its Filipino.
 */
const DATA_WORDS: [english: string, filipino: string][] = [
  ...[
    INCIDENT_TYPE_WORDS,
    PRIORITY_GROUP_WORDS,
    EMPLOYMENT_TYPE_WORDS,
    GENDER_WORDS,
    CIVIL_STATUS_WORDS,
  ].flatMap((words) => Object.values(words).map((w): [string, string] => [w.en, w.fil])),
  ...DEMO_MODULES.flatMap((m) => m.statuses.map(([, name, fil]): [string, string] => [name, fil])),
  ['Business tax', 'Buwis sa negosyo'],
  ['Notice of violation', 'Abiso ng paglabag'],
  ['Real property tax', 'Amilyar'],
];

/**
 * Proper names and codes a Filipino screen shows as they are: the §1 module names, IDs and
 * abbreviations, the payment brands, and 'English' where the language switch names each language
 * in its own words (the console's 'Ingles' is a label about the language, not the switch). The
 * only English allowed, and only these.
 */
const PROPER_NAMES = [
  'English',
  'PWD',
  'GCash',
  'BIN',
  'TIN',
  'PIN',
  'SOA',
  'OR',
  'OTP',
  'E-MRID',
  'PhilHealth',
  'Pag-IBIG',
];

/**
 * The English UI words a Filipino screen must not show: every English message whose Filipino
 * differs and every data word with a Filipino of its own, except a number or symbol, a proper name
 * or code, and an English word the Filipino catalogues use themselves ('Login' in 'Bumalik sa
 * Login'), which is no sign of a missed string.
 */
export const UNTRANSLATED_WORDS = [
  ...new Set([
    ...pairs.flatMap((p) =>
      Object.entries(p.en)
        .filter(([key, english]) => p.fil[key]?.trim() !== english.trim())
        .flatMap(([, english]) => literals(english)),
    ),
    ...DATA_WORDS.filter(([en, fil]) => en !== fil).map(([en]) => en),
  ]),
].filter(
  (text) =>
    /[a-z]/i.test(text) &&
    !PROPER_NAMES.includes(text) &&
    !wholeWord(text).test(filipino) &&
    !DATA_WORDS.some(([, fil]) => wholeWord(text).test(fil)),
);

/** Every string of a content value, a JSON-string body opened. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'object' && parsed !== null) return strings(parsed);
    } catch {
      // Plain text.
    }
    return [value];
  }
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [];
}

// The LGU's own site content (tag line, service descriptions) is data it writes in one language,
// not the portal's UI, and Select Transaction shows each module's English description above its
// Filipino one (§2.8); longest first so a text is cut out before a part of it.
// Proper names a Filipino page quotes as they are: an office's and a form's official names.
const PROPER_PHRASES = ['Unified Business Permit Application Form', 'Business Permits and Licensing Office'];

const CONTENT = strings([
  DEMO_CMS,
  DEMO_SITE_SERVICES,
  DEMO_MODULES.map((m) => m.description),
  PROPER_PHRASES,
])
  .filter((text) => text.length > 3)
  .sort((a, b) => b.length - a.length);

/** Screenshots the page for the report and fails on any English UI word in its visible text. */
export async function expectNoEnglish(page: Page, testInfo: TestInfo, step: string) {
  await testInfo.attach(step, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  const shown = await page.evaluate(() => document.body.innerText);
  const text = CONTENT.reduce((rest, content) => rest.split(content).join('\n'), shown)
    // Region names are the PSGC's proper names (Region V (Bicol Region), National Capital Region
    // (NCR), MIMAROPA Region): they read the same in Filipino.
    .split('\n')
    .filter(
      (line) =>
        !/^Region [IVXL]+(?:-[AB])? \(|\bRegion(?: [\w ]+)? \([A-Z]+\)$|^[A-Z]+ Region$/.test(line.trim()),
    )
    .join('\n');
  // Each word with the line it stands in, to find the screen part that missed its catalogue.
  const found = UNTRANSLATED_WORDS.filter((word) => wholeWord(word).test(text)).map(
    (word) =>
      `${word} — in: ${text
        .split('\n')
        .find((line) => wholeWord(word).test(line))
        ?.trim()}`,
  );
  expect(found, `English on "${step}"`).toEqual([]);
}
