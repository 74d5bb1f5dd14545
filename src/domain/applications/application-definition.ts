import type {
  CatalogueEntry,
  LegacyPaths,
  Notices,
  NumberPrefix,
  Office,
  SubjectDefinition,
  WorkflowDefinition,
} from './application-kind';

/** Words in both languages a definition speaks (docs/i18n.md: English and Filipino). */
export interface Bilingual {
  en: string;
  fil: string;
}

/**
 * When a field, a requirement or a group applies, in the §5 required_if syntax
 * (`kind_of_ownership=COOPERATIVE`, `location_owned!=1`, `area>100`). Several: any of them.
 */
export type Condition = string | readonly string[];

/** How a field is asked; the renderer picks its control from this, the validator ignores it. */
export type FieldKind = 'text' | 'email' | 'tel' | 'amount' | 'integer' | 'select' | 'yes-no' | 'checkbox';

/** One question of the form. */
export interface FieldDefinition {
  /** The payload key (§3 business application form template). */
  name: string;
  label: Bilingual;
  /** §5 rule string, e.g. 'required|tin_no' or 'required_if:kind_of_ownership=COOPERATIVE|cda_no'. */
  rules: string;
  kind?: FieldKind;
  /**
   * A select field's choices: a named list (application-options.ts: §3's fixed lists and the LGU's
   * look-ups), or the kind's own list written here, each value with its words in both languages.
   */
  options?: string | readonly { value: string; label: Bilingual }[];
  hint?: Bilingual;
  /** Shown (and validated, and kept in the payload) only when this holds. */
  when?: Condition;
  /** An input mask shown to the typist (the rule still decides), e.g. '000-000-000-000'. */
  placeholder?: string;
  /**
   * The profile field a new form starts from (prefill-from-profile.ts); a field named like one of
   * the applicant's own (first_name, birthdate, email, mobile_number …) starts from it anyway.
   */
  profile?: string;
}

/** A list the applicant adds rows to (business activities): each row the same fields. */
export interface GroupDefinition {
  kind: 'group';
  name: string;
  label: Bilingual;
  /** The caption of one row, numbered by the renderer ('Activity 1'). */
  itemLabel: Bilingual;
  fields: readonly FieldDefinition[];
  min: number;
  max: number;
}

/**
 * The place cascades (region → province → city/municipality → barangay) as four code fields
 * named `{prefix}region_code` … and `barangay_code`, each required.
 */
export interface PlacesDefinition {
  kind: 'places';
  prefix: string;
  label: Bilingual;
  /** The applicant's own address: a new form starts from the profile's (a business's does not). */
  profile?: boolean;
}

/** One document to upload (GET /api/v1/taxpayers/application_statuses/{id}/requirements). */
export interface RequirementDefinition {
  code: string;
  label: Bilingual;
  required: boolean;
  when?: Condition;
}

export type StepItem = FieldDefinition | GroupDefinition | PlacesDefinition;

/** One page of the stepper. */
export interface StepDefinition {
  id: string;
  title: Bilingual;
  items?: readonly StepItem[];
  /** This step asks for the requirement uploads. */
  requirements?: boolean;
}

/** An application type as data (DESIGN.md "Applications as data", "Kinds are plug-ins"). */
export interface ApplicationDefinition {
  /** The §2.8 create-transaction sub-path it serves. */
  route: string;
  moduleType: string;
  transactionType: string;
  /** How Select Transaction offers it when the LGU's catalogue lacks its module or type. */
  catalogue: CatalogueEntry;
  title: Bilingual;
  steps: readonly StepDefinition[];
  requirements: readonly RequirementDefinition[];
  /** What the application is about, how it is named, and what is checked before filing. */
  subject: SubjectDefinition;
  /** The named fee rule the assessment applies (src/domain/fees); none for a free kind. */
  fees: string | null;
  /** The steps the office takes: payment, and the optional lab, appointment and handover. */
  workflow: WorkflowDefinition;
  /** The offices whose staff act on it (administrators always may). */
  offices: readonly Office[];
  /** The fields the console's queue shows for an application (identity first). */
  summary: readonly string[];
  /** Its own wording of the SMS and e-mail at a step (by status); the engine's otherwise. */
  notices?: Notices;
  /** What its numbers start with (SOA and document). */
  numberPrefix: NumberPrefix;
  /** The document kind the office releases (a document registry name); null for none. */
  issues: string | null;
  /** Its module's older paths that file it too. */
  legacyPaths?: LegacyPaths;
}

/** The payload key holding the uploads: `{ [requirement code]: upload url }`. */
export const REQUIREMENTS_FIELD = 'requirements';

export const isGroup = (item: StepItem): item is GroupDefinition => 'kind' in item && item.kind === 'group';
export const isPlaces = (item: StepItem): item is PlacesDefinition =>
  'kind' in item && item.kind === 'places';

/** The four code fields of a place cascade. */
export const placeFields = (places: PlacesDefinition): string[] => [
  `${places.prefix}region_code`,
  `${places.prefix}province_code`,
  `${places.prefix}municipality_code`,
  'barangay_code',
];
