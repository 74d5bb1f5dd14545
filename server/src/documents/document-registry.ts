import type { DocumentKind, IssueRequest } from './document-kind';

/** Where an application's or a transaction's documents are looked for. */
export interface DocumentOwner {
  applicationId?: number;
  transactionId?: number;
}

/**
 * How a kind issued on demand says what it owes (an official receipt once its transaction is
 * paid, an application's current statement of account): the request to issue, or null for none
 * yet. The service issues it the first time anyone asks for it (the owner's download, staff's
 * list), so its verification code exists from its first print.
 */
export type OwedDocument = (owner: DocumentOwner) => Promise<IssueRequest | null>;

/** The document kinds the composed modules registered: one entry each, found by name. */
export function createDocumentRegistry() {
  const kinds = new Map<string, { entry: DocumentKind; owed?: OwedDocument }>();
  return {
    /** A kind's module registers its entry (and, issued on demand, what it owes) once, at composition. */
    register(entry: DocumentKind, owed?: OwedDocument) {
      if (kinds.has(entry.kind)) throw new Error(`document kind ${entry.kind} is registered twice`);
      kinds.set(entry.kind, { entry, ...(owed && { owed }) });
    },
    /** The entry of a kind, or undefined when no module registered it. */
    find(kind: string): DocumentKind | undefined {
      return kinds.get(kind)?.entry;
    },
    entry(kind: string): DocumentKind {
      const found = kinds.get(kind)?.entry;
      if (!found) throw new Error(`no document kind ${kind} is registered`);
      return found;
    },
    /** What the kinds issued on demand owe an application or transaction now. */
    owedTo(owner: DocumentOwner) {
      return [...kinds.values()].flatMap(({ owed }) => (owed ? [owed(owner)] : []));
    },
  };
}

export type DocumentRegistry = ReturnType<typeof createDocumentRegistry>;
