import * as v from 'valibot';
import type { CopyCodec } from './offline-copy';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A JSON answer, checked against its contract again when read (an older copy may not fit). */
export function jsonCopy<S extends v.GenericSchema>(schema: S): CopyCodec<v.InferOutput<S>> {
  return {
    encode: (value) => encoder.encode(JSON.stringify(value)),
    decode: (bytes) => {
      try {
        const parsed = v.safeParse(schema, JSON.parse(decoder.decode(bytes)));
        return parsed.success ? parsed.output : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export interface NamedFile {
  blob: Blob;
  name: string;
}

const HEADER_BYTES = 4;

/** A downloaded file with its name: a 4-byte length, the name and type as JSON, then the file. */
export const fileCopy: CopyCodec<NamedFile> = {
  async encode({ blob, name }) {
    const meta = encoder.encode(JSON.stringify({ name, type: blob.type }));
    const body = new Uint8Array(await blob.arrayBuffer());
    const bytes = new Uint8Array(HEADER_BYTES + meta.length + body.length);
    new DataView(bytes.buffer).setUint32(0, meta.length);
    bytes.set(meta, HEADER_BYTES);
    bytes.set(body, HEADER_BYTES + meta.length);
    return bytes;
  },
  decode(bytes) {
    try {
      const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
      const meta = JSON.parse(decoder.decode(bytes.subarray(HEADER_BYTES, HEADER_BYTES + length))) as {
        name?: unknown;
        type?: unknown;
      };
      if (typeof meta.name !== 'string') return undefined;
      const type = typeof meta.type === 'string' ? meta.type : '';
      return { name: meta.name, blob: new Blob([bytes.slice(HEADER_BYTES + length)], { type }) };
    } catch {
      return undefined;
    }
  },
};
