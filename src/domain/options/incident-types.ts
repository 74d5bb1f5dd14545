/** Incident types of E-Help's Report an Incident (§3). */
export const INCIDENT_TYPES = [
  'Injury to employee or contractor',
  'Quality Control',
  'Liability Report',
  'Property Damage',
  'Security Incident',
  'Environmental Incident',
  'Lost time Injury',
  'First-aid Treatment',
  'Death or Serious Incident',
  'Others',
] as const;
