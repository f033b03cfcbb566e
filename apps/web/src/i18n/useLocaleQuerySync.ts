// Keeps `?lang=` and the shown language in step on hosts without a language prefix: an address
// with ?lang= (typed, shared, Back) sets the language, and in-app links, which do not carry it,
// get it added again so a reload keeps the language.
import { localeOfHost, resolveLocale } from '@asperity/contract';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { rememberLocale } from './languageCookie.ts';
import { languageHosts } from './languageHosts.ts';
import { LANG_QUERY, withLangQuery } from './localeSwitch.ts';
import { useLocale } from './useLocale.ts';

export function useLocaleQuerySync(): void {
  const { locale, setLocale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  // Only address changes drive this; a language change comes with its own address change
  // (useSwitchLocale), and reacting to it before that address lands would undo it.
  const onAddress = useEffectEvent((address: Location) => {
    if (localeOfHost(languageHosts(), window.location.hostname)) return;
    const lang = new URLSearchParams(address.search).get(LANG_QUERY);
    if (lang !== null) {
      const wanted = resolveLocale({ langQuery: lang });
      if (wanted !== locale) {
        setLocale(wanted);
        // An address asking for a language (a shared link, Back) is the language chosen now.
        rememberLocale(wanted);
      }
      return;
    }
    const search = withLangQuery(address.search, locale);
    if (search !== address.search) {
      void navigate(
        { pathname: address.pathname, search, hash: address.hash },
        { replace: true, state: address.state as unknown, preventScrollReset: true },
      );
    }
  });

  useEffect(() => onAddress(location), [location]);
}
