/** Health certificate cards and who holds them (§3). */
export const HEALTH_CARDS = [
  { value: 'WHITE_CARD', label: 'White Card (food handlers)' },
  { value: 'GREEN_CARD', label: 'Green Card (non-food handlers)' },
  { value: 'PINK_CARD', label: 'Pink Card (entertainment establishment workers)' },
] as const;

/** Fee lines of health and occupational permits (§3), as the server names them. */
export const HEALTH_FEE_FIELDS = [
  'health_certificate_amount',
  'occupational_permit_amount',
  'card_type',
  'stool_amount',
  'sputum_amount',
  'drug_test_amount',
  'gram_stain_amount',
  'xray_amount',
] as const;
