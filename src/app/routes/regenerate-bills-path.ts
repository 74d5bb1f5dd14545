/** §2.1 regenerate-bills: the resident's unpaid and expired bills, a page without the header (§2.3). */
export const REGENERATE_BILLS_PATH = '/regenerate-bills';
