import type { EnabledLocale } from '@asperity/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberLocale } from './languageCookie.ts';
import { planLocaleSwitch } from './localeSwitch.ts';
import { useLocale } from './useLocale.ts';

/** Returns the function the language menu calls. */
export function useSwitchLocale(): (locale: EnabledLocale) => void {
  const { setLocale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (locale: EnabledLocale) => {
      // Remembered first: a move to another host must find it there too.
      rememberLocale(locale);
      const plan = planLocaleSwitch(window.location.href, locale);
      if (plan.kind === 'host') {
        window.location.assign(plan.href);
        return;
      }
      // The messages reload in place; replace, so Back does not step through languages.
      setLocale(locale);
      void navigate(
        { pathname: location.pathname, search: plan.search, hash: location.hash },
        { replace: true, state: location.state as unknown, preventScrollReset: true },
      );
    },
    [setLocale, navigate, location],
  );
}
