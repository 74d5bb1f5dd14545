import type { Db } from '../../db/client';
import type { DocumentsService } from '../../documents/documents.service';
import { abstractOf } from './abstract-of-collections';
import { abstractRequest } from './abstract-document';
import { abstractXlsx } from './abstract-xlsx';
import type { CollectionsService } from './collections.service';

/** The member asking: who prints the Abstract ('staff:3') and the name it carries. */
export interface Preparer {
  id: number;
  name: string;
}

// A spreadsheet's timestamps are wall-clock fields: Manila's.
const manilaClock = (at: Date) => new Date(at.getTime() + 8 * 3_600_000);

/**
 * The Abstract of Collections of a day and collector (issue 28): printed through the document
 * service (issued once for the same receipts, each print audited, a reprint with its reason), and
 * as an XLSX workbook with the same rows and totals.
 */
export function createAbstractService(d: {
  db: Db;
  now: () => Date;
  collections: CollectionsService;
  documents: Pick<DocumentsService, 'issue' | 'print' | 'lguName'>;
}) {
  const abstractFor = async (day: string, collector: string | undefined) =>
    abstractOf(await d.collections.day(day), collector);

  return {
    abstractFor,

    /** Issues the day's Abstract (the same receipts: the same document) and prints it: the PDF. */
    async print(by: Preparer, day: string, collector: string | undefined, reason: unknown) {
      const abstract = await abstractFor(day, collector);
      const actor = `staff:${String(by.id)}`;
      const document = await d.db.transaction((tx) =>
        d.documents.issue(tx, abstractRequest(abstract, actor, by.name), d.now()),
      );
      return d.documents.print(document.id, actor, reason);
    },

    /** The day's Abstract as an XLSX workbook, and its file name. */
    async xlsx(by: Preparer, day: string, collector: string | undefined) {
      const abstract = await abstractFor(day, collector);
      const bytes = abstractXlsx(abstract, await d.documents.lguName(), by.name, manilaClock(d.now()));
      const who = abstract.collectorKey ? `-${abstract.collectorKey.replace(/[^\w-]+/g, '-')}` : '';
      return { bytes, fileName: `abstract-of-collections-${day}${who}.xlsx` };
    },
  };
}

export type AbstractService = ReturnType<typeof createAbstractService>;
