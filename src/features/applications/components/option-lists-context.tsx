import { createContext, use } from 'react';
import type { Option } from '@/domain/options/option';

/** A named list's options in the chosen language (static lists and the LGU's loaded ones). */
export const OptionListsContext = createContext<(name: string | undefined) => Option[]>(() => []);

export const useFieldOptions = () => use(OptionListsContext);
