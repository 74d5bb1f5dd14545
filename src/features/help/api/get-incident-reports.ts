import { API_INCIDENT_REPORTS, incidentReportList } from '@/domain/contracts/help';
import { http } from '@/lib/http';

/** The signed-in resident's incident reports, newest first, a page at a time. */
export const getIncidentReports = (page: number, signal?: AbortSignal) =>
  http.get(API_INCIDENT_REPORTS, { query: { page }, schema: incidentReportList, signal });
