/** The values of a content entry's JSON body (§3), as the CMS stores them. */
export type ContentValues = Record<string, string | boolean | number | null>;
