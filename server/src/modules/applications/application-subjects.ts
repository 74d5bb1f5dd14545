import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import type { ApplicationPayload } from '@/domain/applications/validate-application';

/** What a filing (or a resubmission, `except` the application itself) is checked against. */
export interface FilingContext {
  taxpayerId: number;
  definition: ApplicationDefinition;
  /** The request's payload as sent (not yet validated). */
  payload: Record<string, unknown>;
  now: Date;
  /** The application being resubmitted: left out of what the checks count. */
  except?: number | undefined;
}

/**
 * How a subject kind's module finds the applicant's existing subject the payload names (a 422
 * when it is not theirs), and what the server writes beside the answers (its id, its name).
 */
export interface SubjectResolver {
  resolve(context: FilingContext): Promise<{ subject: unknown; extra: ApplicationPayload }>;
}

/**
 * A named pre-check (a definition's `subject.preChecks`): throws a typed error to refuse. It may
 * answer what it found as a record (a tax clearance: the owner's properties on the roll and the
 * quarter they are paid through), stored beside the answers for the office and the document to
 * print; any other answer (none) adds nothing.
 */
export type PreCheck = (context: FilingContext & { subject: unknown }) => unknown;

const isRecord = (value: unknown): value is ApplicationPayload =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What the server adds to the answers at filing: `extra` from the subject (its id, its name —
 * kept as first filed on a resubmission), `found` by the pre-checks (as they find it each time).
 */
export interface Prepared {
  extra: ApplicationPayload;
  found: ApplicationPayload;
}

/**
 * The subjects and pre-checks the kinds' modules register when they are composed; the engine
 * calls them by the names definitions give and imports none of those modules.
 */
export function createSubjects() {
  const resolvers = new Map<string, SubjectResolver>();
  const checks = new Map<string, PreCheck>();

  return {
    resolver(kind: string, resolver: SubjectResolver) {
      resolvers.set(kind, resolver);
    },
    check(name: string, check: PreCheck) {
      checks.set(name, check);
    },

    /** What definitions name that nobody registered ('subject business', 'pre-check x'): empty when complete. */
    missing(definitions: readonly ApplicationDefinition[]) {
      const missing = new Set<string>();
      for (const { subject } of definitions) {
        if (subject.existing && !resolvers.has(subject.kind)) missing.add(`subject ${subject.kind}`);
        for (const name of subject.preChecks ?? []) if (!checks.has(name)) missing.add(`pre-check ${name}`);
      }
      return [...missing];
    },

    /**
     * Finds the subject (a kind filed for an existing one) and runs the kind's pre-checks, in the
     * order the definition lists them; answers what the server adds to the stored payload.
     */
    async prepare(context: FilingContext): Promise<Prepared> {
      const { subject: declared } = context.definition;
      const resolver = declared.existing ? resolvers.get(declared.kind) : undefined;
      if (declared.existing && !resolver) throw new Error(`no subject ${declared.kind} registered`);
      const resolved = resolver ? await resolver.resolve(context) : { subject: undefined, extra: {} };
      let found: ApplicationPayload = {};
      for (const name of declared.preChecks ?? []) {
        const check = checks.get(name);
        if (!check) throw new Error(`no pre-check ${name} registered`);
        const answer: unknown = await check({ ...context, subject: resolved.subject });
        if (isRecord(answer)) found = { ...found, ...answer };
      }
      return { extra: resolved.extra, found };
    },
  };
}

export type Subjects = ReturnType<typeof createSubjects>;
