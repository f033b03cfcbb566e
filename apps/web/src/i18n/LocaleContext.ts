import type { EnabledLocale } from '@asperity/contract';
import { createContext } from 'react';

export interface LocaleState {
  readonly locale: EnabledLocale;
  /** Changes the interface language in place (the caller keeps the address in step). */
  readonly setLocale: (locale: EnabledLocale) => void;
}

export const LocaleContext = createContext<LocaleState | null>(null);
