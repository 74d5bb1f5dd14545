/** Real-property inquiry categories (§3). */
export const RPT_INQUIRY_CATEGORIES = [
  'Registration of Mortgage Contract',
  'Records',
  'Legal',
  'Consolidation/Segregation',
  'Building Permit',
  'Annotation',
  'Others',
] as const;
