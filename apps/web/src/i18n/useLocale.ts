import { useContext } from 'react';
import { LocaleContext, type LocaleState } from './LocaleContext.ts';

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale() needs an <I18nProvider> above it');
  return state;
}
