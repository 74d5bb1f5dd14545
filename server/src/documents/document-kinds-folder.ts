import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DocumentKind } from './document-kind';

/**
 * The folder of document entries (issue 26): one file per document kind, named for its `kind`,
 * exporting `document`. Adding a certificate or a clearance is adding a file there.
 */
export const DOCUMENT_KINDS_DIR = fileURLToPath(new URL('./kinds/', import.meta.url));

/** The entries' file names, without `.ts` (tests, kits and notes have a second dot or another ending). */
export const documentFileNames = (
  files = existsSync(DOCUMENT_KINDS_DIR) ? readdirSync(DOCUMENT_KINDS_DIR) : [],
) => files.flatMap((file) => (/^[a-z0-9-]+\.ts$/.test(file) ? [file.slice(0, -3)] : [])).sort();

// Read once, at start (top-level await), as the application kinds are: every registry made after
// sees the whole folder.
const loaded = await Promise.all(
  documentFileNames().map(async (name) => {
    const module = (await import(`${DOCUMENT_KINDS_DIR}${name}.ts`)) as { document?: DocumentKind };
    if (!module.document) throw new Error(`documents/kinds/${name}.ts exports no document`);
    if (module.document.kind !== name)
      throw new Error(`documents/kinds/${name}.ts holds the kind ${module.document.kind}`);
    return module.document;
  }),
);

/** Every document entry of the folder, in file name order. */
export const FOLDER_DOCUMENT_KINDS: readonly DocumentKind[] = loaded;
