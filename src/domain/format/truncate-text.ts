import { TRUNCATE_LENGTH } from '../constants/layout';

/** Cuts text longer than `max` characters (default 50, §9) and marks the cut with an ellipsis. */
export const truncateText = (text: string, max: number = TRUNCATE_LENGTH): string =>
  text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
