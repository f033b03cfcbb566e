import type { EnabledLocale } from '@asperity/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { planLocaleSwitch } from './localeSwitch.ts';
import { useLocale } from './useLocale.ts';

/** Returns the function the language menu calls. */
export function useSwitchLocale(): (locale: EnabledLocale) => void {
  const { setLocale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (locale: EnabledLocale) => {
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
