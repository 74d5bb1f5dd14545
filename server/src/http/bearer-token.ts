/** The token of an `Authorization: Bearer …` header, or null when there is none of that shape. */
export function bearerToken(header: string | undefined): string | null {
  return /^Bearer\s+([\w-]{20,200})$/.exec(header ?? '')?.[1] ?? null;
}
