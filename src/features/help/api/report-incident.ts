import { API_INCIDENT_REPORTS, incidentReportCreated } from '@/domain/contracts/help';
import { http } from '@/lib/http';

/** What the report form sends (§2.9); `photos` are the addresses of this account's uploads. */
export interface IncidentPayload {
  incident_type: string;
  occurred_at: string;
  municipality_code: string;
  barangay_code: string;
  street: string;
  latitude: string;
  longitude: string;
  description: string;
  photos: string[];
}

/** Sends an incident report; the answer carries its reference number. */
export const reportIncident = (body: IncidentPayload) =>
  http.post(API_INCIDENT_REPORTS, { body, schema: incidentReportCreated });
