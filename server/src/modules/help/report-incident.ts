import {
  INCIDENT_PHOTO_LIMIT,
  INCIDENT_REPORT_RULES,
  INCIDENT_RULE_OPTIONS,
  incidentInstant,
  incidentTimeProblem,
  TOO_MANY_PHOTOS_MESSAGE,
} from '@/domain/contracts/help';
import type { Db } from '../../db/client';
import { incidentReports } from '../../db/help-schema';
import { ValidationError } from '../../http/http-errors';
import { parseRules } from '../../http/parse-rules';
import type { AfterResponse } from '../accounts/after-response';
import type { UploadsService } from '../accounts/uploads.service';
import { helpReference } from './help-reference';
import { lookUpBarangay } from './help-place';
import { notifyResident, type Senders } from './notify-resident';

export const PHOTO_NOT_YOURS_MESSAGE = 'This photo is not one of your uploads. Please upload it again.';

export type IncidentRow = typeof incidentReports.$inferSelect;

export interface ReportDeps extends Senders {
  db: Db;
  uploads: Pick<UploadsService, 'reference'>;
  now: () => Date;
  /** Sends the acknowledgement after the answer: a slow SMS provider must not fail a stored report. */
  afterResponse: AfterResponse;
}

/** The photos' addresses, when `photos` is a list of at most three texts. */
function photosOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [];
  if (list.length > INCIDENT_PHOTO_LIMIT) throw new ValidationError({ photos: [TOO_MANY_PHOTOS_MESSAGE] });
  if (list.some((p) => typeof p !== 'string')) {
    throw new ValidationError({ photos: [PHOTO_NOT_YOURS_MESSAGE] });
  }
  return list as string[];
}

/**
 * `POST /api/v1/taxpayers/incident_reports` (§2.9): validates with the form's rules, checks the
 * time is not in the future, the barangay against the look-up and each photo is this account's
 * upload, stores the report as RECEIVED with its reference, and acknowledges it by SMS and e-mail.
 */
export async function reportIncident(deps: ReportDeps, taxpayerId: number, body: Record<string, unknown>) {
  const values = parseRules(INCIDENT_REPORT_RULES, body, INCIDENT_RULE_OPTIONS);
  const now = deps.now();
  const timeProblem = incidentTimeProblem(values.occurred_at, now);
  if (timeProblem) throw new ValidationError({ occurred_at: [timeProblem] });
  const photos = [...new Set(photosOf(body.photos))];
  const place = await lookUpBarangay(deps.db, values.municipality_code, values.barangay_code);
  for (const url of photos) {
    if (!(await deps.uploads.reference(url, taxpayerId))) {
      throw new ValidationError({ photos: [PHOTO_NOT_YOURS_MESSAGE] });
    }
  }
  const [row] = await deps.db
    .insert(incidentReports)
    .values({
      referenceNumber: helpReference('INC', now),
      taxpayerId,
      incidentType: values.incident_type,
      occurredAt: incidentInstant(values.occurred_at) ?? now,
      municipalityCode: values.municipality_code,
      municipalityName: place.municipality,
      barangayCode: values.barangay_code,
      barangayName: place.barangay,
      street: values.street,
      latitude: values.latitude ? Number(values.latitude) : null,
      longitude: values.longitude ? Number(values.longitude) : null,
      description: values.description,
      photos,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('incident report not stored');
  deps.afterResponse.run(() =>
    notifyResident(deps, taxpayerId, {
      sms: (t) => t.reportReceived(row.referenceNumber, row.incidentType),
      mail: (t) => t.reportReceivedMail(row.referenceNumber, row.incidentType),
    }),
  );
  return row;
}

/** An incident report as the resident reads it (§3 style: snake_case, ISO times). */
export const incidentAttributes = (r: IncidentRow) => ({
  reference_number: r.referenceNumber,
  incident_type: r.incidentType,
  occurred_at: r.occurredAt.toISOString(),
  barangay: r.barangayName,
  municipality: r.municipalityName,
  street: r.street,
  latitude: r.latitude,
  longitude: r.longitude,
  description: r.description,
  photos: r.photos,
  status: r.status,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});
