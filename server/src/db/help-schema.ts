import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { taxpayers } from './auth-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Incidents residents report through E-Help (§2.9). Place names are copied from the look-up
 * when reported, so a later PSGC import cannot change where a report says it happened. `photos`
 * are upload addresses of the reporter's own uploads.
 */
export const incidentReports = pgTable(
  'incident_reports',
  {
    id: serial('id').primaryKey(),
    referenceNumber: text('reference_number').notNull().unique(),
    taxpayerId: integer('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id, { onDelete: 'cascade' }),
    incidentType: text('incident_type').notNull(),
    occurredAt: at('occurred_at').notNull(),
    municipalityCode: text('municipality_code').notNull(),
    municipalityName: text('municipality_name').notNull(),
    barangayCode: text('barangay_code').notNull(),
    barangayName: text('barangay_name').notNull(),
    street: text('street').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    description: text('description').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['RECEIVED', 'IN PROGRESS', 'RESOLVED', 'CLOSED'] })
      .notNull()
      .default('RECEIVED'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('incident_reports_taxpayer').on(t.taxpayerId, t.createdAt),
    index('incident_reports_status').on(t.status, t.createdAt),
  ],
);

/**
 * Registrations for immunization (§2.9, §3 priority groups and employment types). The person's
 * details are those the form sent (pre-filled from the profile, then edited), not a link to the
 * profile: a resident may register a parent. `consented_at` is when the consent box was ticked.
 */
export const immunizationRegistrations = pgTable(
  'immunization_registrations',
  {
    id: serial('id').primaryKey(),
    referenceNumber: text('reference_number').notNull().unique(),
    taxpayerId: integer('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id, { onDelete: 'cascade' }),
    priorityGroup: text('priority_group').notNull(),
    employmentType: text('employment_type').notNull(),
    employerName: text('employer_name').notNull().default(''),
    profession: text('profession').notNull().default(''),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    extensionName: text('extension_name').notNull().default(''),
    birthdate: text('birthdate').notNull(),
    gender: text('gender').notNull(),
    civilStatus: text('civil_status').notNull().default(''),
    mobileNumber: text('mobile_number').notNull(),
    email: text('email').notNull().default(''),
    municipalityCode: text('municipality_code').notNull(),
    municipalityName: text('municipality_name').notNull(),
    barangayCode: text('barangay_code').notNull(),
    barangayName: text('barangay_name').notNull(),
    street: text('street').notNull(),
    philhealthIdNumber: text('philhealth_id_number').notNull().default(''),
    consentedAt: at('consented_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('immunization_registrations_taxpayer').on(t.taxpayerId, t.createdAt)],
);
