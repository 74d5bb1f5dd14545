import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Site content entries of §3 (VARIABLES, LOGOS, COLORS, COMPONENTS …); body is a JSON object. */
export const cmsEntries = pgTable('cms_entries', {
  id: serial('id').primaryKey(),
  type: text('type').notNull().unique(),
  body: text('body').notNull(),
  // Filipino values by key, over `body`: a key without one is served in English.
  bodyFil: text('body_fil'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Service modules of the Select Transaction dialog (§2.8); `name` is the module type code. */
export const systemModules = pgTable('system_modules', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  descriptionFilipino: text('description_filipino').notNull(),
  category: text('category').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isComingSoon: boolean('is_coming_soon').notNull().default(false),
  otherInformation: text('other_information'),
  photo: text('photo'),
  cmsCode: text('cms_code'),
  sequence: integer('sequence').notNull().default(0),
});

/** Transaction types of a module; `amount` is in centavos. */
export const applicationStatuses = pgTable(
  'application_statuses',
  {
    id: serial('id').primaryKey(),
    systemModuleId: integer('system_module_id')
      .notNull()
      .references(() => systemModules.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    descriptionFilipino: text('description_filipino').notNull(),
    amount: integer('amount').notNull().default(0),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [uniqueIndex('application_statuses_module_name').on(t.systemModuleId, t.name)],
);

/** The home-page and login-panel services (§1, §2.4), sorted by sequence. */
export const siteServices = pgTable('site_e_services_menu', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  cmsCode: text('cms_code').notNull(),
  description: text('description').notNull(),
  // Served in Filipino when set; otherwise the English description.
  descriptionFil: text('description_fil'),
  photo: text('photo'),
  sequence: integer('sequence').notNull(),
  status: integer('status').notNull().default(1),
});

/** Static information pages (about, faq, how-to …); body is a JSON array of sections. */
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  // The page in Filipino, title and sections together; without them the page is served in English.
  titleFil: text('title_fil'),
  bodyFil: text('body_fil'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Operator settings that are not site content (billing source, deployment flags). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Barangays (PSGC codes, plus an LGU's own). `listed` is false for a barangay the PSGC no longer
 * has: it leaves the lists, but a profile that names it still reads.
 */
export const barangays = pgTable(
  'barangays',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    municipalityCode: text('municipality_code').notNull(),
    listed: boolean('listed').notNull().default(true),
  },
  (t) => [index('barangays_municipality_code').on(t.municipalityCode)],
);

export const offices = pgTable('offices', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Miscellaneous fees; an amount of 0 means the payer types it (20 to 1,000,000 pesos, §5). */
export const miscellaneousFees = pgTable(
  'miscellaneous_fees',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    systemModuleId: integer('system_module_id').references(() => systemModules.id),
    applicationStatusId: integer('application_status_id').references(() => applicationStatuses.id),
    accountTitle: text('account_title').notNull(),
    name: text('name').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [uniqueIndex('miscellaneous_fees_office_title').on(t.officeId, t.accountTitle)],
);

export const organizationTypes = pgTable('organization_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const lineBusinesses = pgTable('line_businesses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const natureBusinesses = pgTable(
  'nature_businesses',
  {
    id: serial('id').primaryKey(),
    lineBusinessId: integer('line_business_id')
      .notNull()
      .references(() => lineBusinesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('nature_businesses_line_name').on(t.lineBusinessId, t.name)],
);

export const citizenships = pgTable('citizenships', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/**
 * Regions, provinces and cities/municipalities for the address and place-of-birth cascades (the
 * PSGC, imported by `places import`). `listed` as for barangays.
 */
export const places = pgTable(
  'places',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    level: text('level', { enum: ['region', 'province', 'municipality'] }).notNull(),
    parentCode: text('parent_code'),
    listed: boolean('listed').notNull().default(true),
  },
  (t) => [index('places_level_parent_code').on(t.level, t.parentCode)],
);
