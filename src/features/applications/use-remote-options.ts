import { REMOTE_OPTION_LISTS } from '@/domain/applications/application-options';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { useFetch } from '@/lib/use-fetch';
import { getNamedList } from './api/get-named-list';
import { listNames } from './option-lists';

/** The LGU's lists a definition names (citizenships, lines of business), loaded once with the form. */
export function useRemoteOptions(definition: ApplicationDefinition) {
  const names = listNames(definition).filter((name) => Object.hasOwn(REMOTE_OPTION_LISTS, name));
  const { state } = useFetch(`${definition.route}:${names.join(',')}`, async (signal) => {
    const lists = await Promise.all(
      names.map(async (name) => [name, await getNamedList(REMOTE_OPTION_LISTS[name] ?? '', signal)] as const),
    );
    return Object.fromEntries(lists) as Record<string, string[]>;
  });
  return state.status === 'ready' ? state.data : {};
}
