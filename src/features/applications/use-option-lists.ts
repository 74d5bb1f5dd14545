import { useCallback } from 'react';
import type { ApplicationDefinition } from '@/domain/applications/application-definition';
import { fixedOptions, type OptionsOf } from '@/domain/applications/application-options';
import type { Option } from '@/domain/options/option';
import { useLocale } from '@/lib/i18n/locale';
import { useRemoteOptions } from './use-remote-options';

/** A field's options in the chosen language (its own, a fixed list's, an LGU list's), and the LGU lists' values for validation. */
export function useOptionLists(definition: ApplicationDefinition) {
  const locale = useLocale((s) => s.locale);
  const remote = useRemoteOptions(definition);
  const optionsOf = useCallback(
    (options: OptionsOf | undefined): Option[] => {
      if (!options) return [];
      const fixed = fixedOptions(options);
      if (fixed)
        return fixed.map((o) => ({ value: o.value, label: locale === 'fil' ? o.label.fil : o.label.en }));
      return typeof options === 'string'
        ? (remote[options] ?? []).map((value) => ({ value, label: value }))
        : [];
    },
    [locale, remote],
  );
  // A list not loaded yet is not checked here; the server checks it on submit.
  const remoteOptions = useCallback((name: string) => remote[name], [remote]);
  return { optionsOf, remoteOptions };
}
