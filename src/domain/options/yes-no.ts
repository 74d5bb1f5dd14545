/** Yes/no choices, sent as 1/0 (§3). */
export const YES_NO_OPTIONS = [
  { value: 1, label: 'Yes' },
  { value: 0, label: 'No' },
] as const;
