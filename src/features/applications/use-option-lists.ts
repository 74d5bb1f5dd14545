import { useCallback } from 'react';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { STATIC_OPTION_LISTS } from '@/domain/applications/application-options';
import type { Option } from '@/domain/options/option';
import { useLocale } from '@/lib/i18n/locale';
import { useRemoteOptions } from './use-remote-options';

/** Every list a definition names as options in the chosen language, and the LGU lists' values for validation. */
export function useOptionLists(definition: ApplicationDefinition) {
  const locale = useLocale((s) => s.locale);
  const remote = useRemoteOptions(definition);
  const optionsOf = useCallback(
    (name: string | undefined): Option[] => {
      if (!name) return [];
      const fixed = STATIC_OPTION_LISTS[name];
      if (fixed)
        return fixed.map((o) => ({ value: o.value, label: locale === 'fil' ? o.label.fil : o.label.en }));
      return (remote[name] ?? []).map((value) => ({ value, label: value }));
    },
    [locale, remote],
  );
  // A list not loaded yet is not checked here; the server checks it on submit.
  const remoteOptions = useCallback((name: string) => remote[name], [remote]);
  return { optionsOf, remoteOptions };
}
