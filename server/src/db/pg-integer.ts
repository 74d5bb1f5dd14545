// PostgreSQL `integer` (int4), the type of every serial id and foreign key in the schema.
const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;

/** True when a number fits a PostgreSQL integer column; a bigger one fails the query (22003). */
export const isPgInteger = (n: number): boolean => Number.isInteger(n) && n >= INT4_MIN && n <= INT4_MAX;
