// The installation's LANGUAGE_HOSTS setting (which hosts show which language, spec part 1 §1), read
// once from the server before the first render (main.tsx) and consulted by the locale code. When the
// server cannot be asked the spec's prefix hosts apply, as before the setting existed.
import {
  defaultLanguageHosts,
  LANGUAGE_HOSTS_PATH,
  languageHostsSchema,
  type LanguageHosts,
} from '@asperity/contract';

let current: LanguageHosts = defaultLanguageHosts;

export function languageHosts(): LanguageHosts {
  return current;
}

export async function loadLanguageHosts(fetchImpl: typeof fetch = fetch): Promise<LanguageHosts> {
  try {
    const res = await fetchImpl(LANGUAGE_HOSTS_PATH, { credentials: 'same-origin' });
    const parsed = res.ok ? languageHostsSchema.safeParse(await res.json()) : undefined;
    current = parsed?.success ? parsed.data : defaultLanguageHosts;
  } catch {
    current = defaultLanguageHosts;
  }
  return current;
}
