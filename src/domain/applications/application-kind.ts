/**
 * What an application is about (DESIGN.md "Kinds are plug-ins"). A kind names its subject and the
 * fields that identify it; the module that knows that subject (business permits for a business)
 * registers how to find an existing one and what its named pre-checks do.
 */
export interface SubjectDefinition {
  kind: 'business' | 'person' | 'property' | 'vehicle';
  /** The payload fields that name the subject, most telling first (lists, the console, descriptions). */
  identity: readonly string[];
  /**
   * Filed for a subject the applicant already has (a permitted business): the payload names it by
   * `{kind}_id`, the form first asks which one, and the server copies `identity` from its record.
   */
  existing?: boolean;
  /** This kind's form is the subject's whole record: later kinds are pre-filled from the newest one. */
  holdsRecord?: boolean;
  /** Checks the server runs before filing, by name (registered by the subject's module at start). */
  preChecks?: readonly string[];
}

/** Optional steps a kind's office takes, in the order an application meets them. */
export interface WorkflowDefinition {
  /** 'assessed': the office assesses the fees and the applicant pays before printing; 'none': free. */
  payment: 'assessed' | 'none';
  /**
   * Laboratory tests after review (PENDING LAB TEST): the office records each test's result, and
   * once every test the application asks for has passed it goes on (HEALTH CERTIFICATE GENERATED).
   */
  lab?: LabStep;
  /** An appearance by appointment, e.g. biometrics (FOR APPOINTMENT). */
  appointment?: boolean;
  /**
   * How the document reaches the applicant once printed (PRINTED, then FOR PICK-UP or FOR
   * DELIVERY, then RELEASED); without one it is released at the office from printing.
   */
  handover?: readonly ('pick-up' | 'delivery')[];
  /**
   * The select field in which the applicant chooses between the handover steps (its values
   * 'PICK-UP', 'DELIVERY'): the office may then hand it over only that way.
   */
  handoverChoice?: string;
  /**
   * The steps the portal takes by itself, with no officer (a cedula: filed, billed by the schedule,
   * paid, issued in seconds). Each still follows the status table and is audited as `system`; an
   * officer may still take any step the kind allows.
   */
  automatic?: AutomaticSteps;
  /**
   * The offices that must each clear an application before it goes on (JMC 2016-01: a business
   * permit to zoning, fire, sanitary and engineering), reviewing it in parallel while it is
   * PENDING. Each sees it in its own queue and clears it or returns it to the applicant with a
   * reason; the last clearance moves it on as an officer's approval would (assessment, or printing
   * if free). Until then it leaves PENDING only back to the applicant, rejected or withdrawn.
   */
  endorsements?: readonly Office[];
}

/** One test of a kind's laboratory step, and when an application asks for it. */
export interface LabTest {
  /** Capitals, digits and `_`: the results are recorded under it ('STOOL'). */
  code: string;
  label: { en: string; fil: string };
  /**
   * When the application asks for it, in the §5 required_if syntax on its answers
   * (`stool_exam=1`); always without one.
   */
  when?: string | readonly string[];
}

/** The laboratory step: the tests an application of the kind may ask for. */
export interface LabStep {
  tests: readonly LabTest[];
}

/** What happens without an officer, each step once the one before it is done. */
export interface AutomaticSteps {
  /** A filed (or resubmitted) application goes on unreviewed: to assessment, or printing if free. */
  accept?: boolean;
  /**
   * An application at assessment is billed at once by the fee schedule's lines (its SOA); with the
   * lab step, as soon as the lab's results have all passed.
   */
  assess?: boolean;
  /** Once paid (or accepted, if free), its document is issued and the application released. */
  release?: boolean;
}

/**
 * The staff offices whose members may act on a kind's applications: the offices the portal is
 * installed with (migration 0021's staff_offices), whose codes a kind's appointment slots use too.
 */
export type Office =
  'licensing' | 'treasury' | 'zoning' | 'fire' | 'health' | 'engineering' | 'civil-registry' | 'police';

/**
 * What the applicant is told at a step, replacing the engine's wording: an SMS line with
 * `{reference}`, `{reason}`, `{total}` or `{expires}` in it, in both languages.
 */
export type Notices = Partial<Record<string, { en: string; fil: string }>>;

/** The names of a kind's number series: `{prefix}-SOA-2026-000001`, its document `{prefix}-2026-000001`. */
export type NumberPrefix = string;

/**
 * Other paths a kind is also filed on (§7.5's business permit actions), kept by its module as
 * aliases of the engine's: `submit` files it, `resubmit` files it again once returned.
 */
export interface LegacyPaths {
  submit?: string;
  resubmit?: string;
}

/** The payload key naming an existing subject the applicant has (`business_id`). */
export const subjectIdField = (subject: Pick<SubjectDefinition, 'kind'>) => `${subject.kind}_id`;

/**
 * How Select Transaction offers a kind (§2.8): its module as the dialog lists it and its
 * transaction type's Filipino words (the English is the transaction type itself). The server adds
 * what the LGU's catalogue lacks at start and never changes a row it has, so the LGU still
 * switches a module off or marks it coming soon, as data.
 */
export interface CatalogueEntry {
  module: {
    description: { en: string; fil: string };
    /** The dialog's column. */
    category: 'E-Government' | 'E-Services';
    /** An icon of public/images/icons/ (its name without .svg). */
    icon: string;
  };
  type: { fil: string };
}
