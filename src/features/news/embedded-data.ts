// Data a page's first HTML carried (a JSON block), read once: good for the first render only
// (React may run an effect twice); later visits in the tab and a language switch ask the API.
const FRESH_FOR_MS = 10_000;
const taken = new Map<string, { data: unknown; at: number }>();

/** The JSON of the first HTML's `#<elementId>` block within seconds of loading, else undefined. */
export function embeddedData(elementId: string, now = Date.now()): unknown {
  let entry = taken.get(elementId);
  if (!entry) {
    const block = document.getElementById(elementId);
    block?.remove();
    let data: unknown;
    try {
      data = JSON.parse(block?.textContent || 'null') as unknown;
    } catch {
      data = null;
    }
    entry = { data, at: now };
    taken.set(elementId, entry);
  }
  return now - entry.at > FRESH_FOR_MS ? undefined : entry.data;
}
