/** What a misc-fee upload may show (§5). */
export const UPLOAD_DOCUMENT_KINDS = ['Order of Payment', 'ID', 'Previous OR', 'Other Documents'] as const;
