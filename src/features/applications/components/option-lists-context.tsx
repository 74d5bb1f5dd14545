import { createContext, use } from 'react';
import type { OptionsOf } from '@/domain/applications/application-options';
import type { Option } from '@/domain/options/option';

/** A field's options in the chosen language (its own, static lists and the LGU's loaded ones). */
export const OptionListsContext = createContext<(options: OptionsOf | undefined) => Option[]>(() => []);

export const useFieldOptions = () => use(OptionListsContext);
