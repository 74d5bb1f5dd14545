/** Business organisation types (kind_of_ownership) with the labels the forms show (§3). */
export const ORGANIZATION_TYPES = [
  { value: 'SOLE PROPRIETORSHIP', label: 'Sole Proprietorship' },
  { value: 'ONE PERSON CORPORATION', label: 'One person Corporation' },
  { value: 'PARTNERSHIP', label: 'Partnership' },
  { value: 'CORPORATION', label: 'Corporation' },
  { value: 'COOPERATIVE', label: 'Cooperative' },
] as const;
