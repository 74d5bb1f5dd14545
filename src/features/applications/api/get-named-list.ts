import { namedList } from '@/domain/applications/application-contracts';
import { http } from '@/lib/http';

/** The names of a §7.4 look-up list (citizenships, lines of business). */
export async function getNamedList(path: string, signal?: AbortSignal): Promise<string[]> {
  const doc = await http.get(path, { schema: namedList, signal });
  return doc.data.map((item) => item.attributes.name);
}
