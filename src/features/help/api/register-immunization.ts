import { API_IMMUNIZATION_REGISTRATIONS, immunizationRegistered } from '@/domain/contracts/help';
import { http } from '@/lib/http';

/** Sends an immunization registration (§2.9); the answer carries its reference number. */
export const registerImmunization = (body: Record<string, string | boolean>) =>
  http.post(API_IMMUNIZATION_REGISTRATIONS, { body, schema: immunizationRegistered });
