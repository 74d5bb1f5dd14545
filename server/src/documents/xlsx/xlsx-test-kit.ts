import { inflateRawSync } from 'node:zlib';
import { crc32 } from './zip-archive';

/**
 * For tests: the entries of a zip archive read back through its central directory, each inflated
 * and its CRC-32 checked, as an unzip program would (throws on anything it cannot read).
 */
export function readZip(bytes: Uint8Array): Map<string, string> {
  const buf = Buffer.from(bytes);
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header ${i}`);
    const method = buf.readUInt16LE(at + 10);
    const crc = buf.readUInt32LE(at + 16);
    const packed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const skip = buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString('ascii', at + 46, at + 46 + nameLength);
    if (buf.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header of ${name}`);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + packed);
    const data = method === 8 ? inflateRawSync(raw) : raw;
    if (data.length !== size || crc32(data) !== crc) throw new Error(`${name} does not check`);
    files.set(name, data.toString('utf8'));
    at += 46 + nameLength + skip;
  }
  return files;
}

const unescape = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** For tests: a worksheet's cells by reference ('A1'): a text, or a number (a formula's value). */
export function sheetCells(xml: string): Map<string, string | number> {
  const cells = new Map<string, string | number>();
  for (const [, ref = '', body = ''] of xml.matchAll(/<c r="([A-Z]+\d+)"[^>]*>(.*?)<\/c>/g)) {
    const text = /<t[^>]*>(.*?)<\/t>/.exec(body);
    const value = /<v>(.*?)<\/v>/.exec(body);
    if (text) cells.set(ref, unescape(text[1] ?? ''));
    else if (value) cells.set(ref, Number(value[1]));
  }
  return cells;
}
