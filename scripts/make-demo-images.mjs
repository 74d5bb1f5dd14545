// Generates the demo LGU's icons and pictures (run once; the outputs are committed).
// PNGs are written by hand with zlib so no image library is needed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const PRIMARY = [0x0b, 0x4f, 0x8a];
const GOLD = [0xf2, 0xb7, 0x05];
const WHITE = [0xff, 0xff, 0xff];

function crc32(buf) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A town-hall mark: gold pediment and white columns on the primary colour. */
function icon(size, safeZone) {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  const s = safeZone ? 0.6 : 0.78;
  const x0 = (size * (1 - s)) / 2;
  const u = (size * s) / 10;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const gx = (x - x0) / u;
      const gy = (y - x0) / u;
      let c = PRIMARY;
      if (gy >= 1 && gy < 3.5 && Math.abs(gx - 5) <= (gy - 1) * 2)
        c = GOLD; // roof
      else if (gy >= 4 && gy < 8 && gx >= 1 && gx < 9 && Math.floor(gx) % 2 === 1)
        c = WHITE; // columns
      else if (gy >= 8 && gy < 9 && gx >= 0.5 && gx < 9.5) c = WHITE; // base
      raw.set(c, y * (size * 3 + 1) + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', icon(192, false));
writeFileSync('public/icons/icon-512.png', icon(512, false));
writeFileSync('public/icons/maskable-512.png', icon(512, true));

const mark = (bg) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="20" fill="${bg}"/>` +
  `<path d="M50 14 86 36H14z" fill="#f2b705"/><path d="M22 42h8v36h-8zm16 0h8v36h-8zm16 0h8v36h-8zm16 0h8v36h-8zM14 80h72v8H14z" fill="#fff"/></svg>`;
writeFileSync('public/favicon.svg', mark('#0b4f8a'));
mkdirSync('public/images', { recursive: true });
writeFileSync('public/images/logo-simple.svg', mark('#0b4f8a'));
writeFileSync(
  'public/images/logo-main.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 100">${mark('#0b4f8a').replace(/^<svg[^>]*>|<\/svg>$/g, '')}` +
    `<text x="116" y="62" font-family="system-ui,sans-serif" font-size="40" font-weight="700" fill="#0b4f8a">Bayan</text></svg>`,
);

const glyph = (label, bg) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${bg}"/>` +
  `<text x="32" y="41" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${label.length > 2 ? 18 : 24}" font-weight="700" fill="#fff">${label}</text></svg>`;
// One icon per module, so no two services look alike in Select Transaction (issue 30). The
// first set (house, store, briefcase …), shared by several modules, stays for data folders seeded
// before: their module rows still name those files.
const icons = {
  'property-tax': 'RPT',
  'business-tax': 'BT',
  'business-permit': 'BP',
  'business-permit-tier-1': 'BP1',
  'e-business-permit': 'eBP',
  cedula: 'CTC',
  'civil-registry': 'CR',
  'occupational-health': 'OH',
  'health-certificate': 'HC',
  'occupational-permit': 'OP',
  'ordinance-violation': 'OVR',
  'violation-notice': 'NOV',
  'police-clearance': 'PC',
  'motorized-permit': 'MV',
  'senior-citizen': 'SC',
  vaccination: 'VAX',
  'property-transactions': 'RPX',
  'misc-fees': 'MF',
  'special-permit': 'SP',
};
mkdirSync('public/images/icons', { recursive: true });
for (const [name, label] of Object.entries(icons))
  writeFileSync(`public/images/icons/${name}.svg`, glyph(label, '#0b4f8a'));
const services = {
  'e-government': 'EG',
  'e-services': 'ES',
  'e-payments': 'EP',
  'e-news': 'EN',
  'e-bills': 'EB',
  'e-commerce': 'EC',
  'e-wallet': 'EW',
  'e-help': 'EH',
  'e-mrid': 'ID',
  'e-government-and-e-services': 'GS',
  'e-inquiry': 'EI',
};
mkdirSync('public/images/services', { recursive: true });
for (const [name, label] of Object.entries(services))
  writeFileSync(`public/images/services/${name}.svg`, glyph(label, '#7a5a00'));
mkdirSync('public/images/nav', { recursive: true });
for (const [name, label] of Object.entries({
  home: 'H',
  'e-government': 'EG',
  'e-services': 'ES',
  'e-news': 'EN',
}))
  writeFileSync(`public/images/nav/${name}.svg`, glyph(label, '#0b4f8a'));
