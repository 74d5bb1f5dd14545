/** The largest import file the console uploads: a 50,000-row roll is about 6 MB. */
export const IMPORT_MAX_MB = 32;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;
/** Rows of an upload shown before the operator starts the import. */
export const IMPORT_PREVIEW_ROWS = 10;
