/**
 * One laboratory result as the office records it (the console's form and the server's check):
 * passed (1) or not (0), what the laboratory found, and the day the specimen was examined.
 */
export const LAB_RESULT_RULES = {
  test: 'required|max_20_char',
  passed: 'required|mask:^[01]$~1 or 0',
  finding: 'required|max_100_char',
  examined_on: 'required|mask:^\\d{4}-\\d{2}-\\d{2}$~YYYY-MM-DD',
} as const;

/** The fields' labels in the messages ('Finding field is Required'). */
export const LAB_RESULT_LABELS = {
  test: 'Laboratory Test',
  passed: 'Result',
  finding: 'Finding',
  examined_on: 'Date Examined',
} as const;
