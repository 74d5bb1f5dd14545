// The console's reason boxes hold 500 characters (maxLength); the server keeps the same limit
// for a move's reason and an assessment's adjustment reason.
export const REASON_MAX = 500;
export const REASON_TOO_LONG_MESSAGE = 'The reason must not be more than 500 characters.';
