// Links in rich text (spec part 1 §5 "Links in rich text"): an address must begin with http://,
// https:// or the site's own host. The stored form is what the contract accepts
// (isAllowedRichTextUrl: absolute http(s), or a path on the site); an address typed with the site's
// host in front ("asperity.example/s/…") is stored as its path. Anything else (javascript:, data:,
// other schemes, relative paths) is refused when typed, pasted or imported, so a description can
// never carry a script link into a visitor's browser.
import { isAllowedRichTextUrl } from '@asperity/contract';

/** The site's own host (e.g. `asperity.example:8080`); the page's host in the browser. */
export function siteHost(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}

const WHITESPACE_OR_CONTROL = /[\s\p{Cc}]/u;

/** The part after the site's host when `url` is the host followed by the end, `/`, `?` or `#`. */
function ownHostRest(url: string, host: string): string | null {
  if (!host || !url.toLowerCase().startsWith(host.toLowerCase())) return null;
  const rest = url.slice(host.length);
  if (rest !== '' && !['/', '?', '#'].includes(rest.charAt(0))) return null;
  return rest;
}

/**
 * The address to store for what the user typed, or null when it is refused: http(s) addresses and
 * site paths as they are (trimmed), `{host}/…` as its path.
 */
export function storedLinkUrl(value: string, host: string = siteHost()): string | null {
  const url = value.trim();
  if (!url || WHITESPACE_OR_CONTROL.test(url)) return null;
  if (isAllowedRichTextUrl(url)) return url;
  const rest = ownHostRest(url, host);
  if (rest === null) return null;
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  return isAllowedRichTextUrl(path) ? path : null;
}

/** true when what the user typed is an acceptable link address. */
export function isAllowedLinkUrl(value: string, host: string = siteHost()): boolean {
  return storedLinkUrl(value, host) !== null;
}

/** The href a stored link is rendered with; null when it does not pass the rule (text only then). */
export function linkHref(stored: string): string | null {
  const url = stored.trim();
  return !WHITESPACE_OR_CONTROL.test(url) && isAllowedRichTextUrl(url) ? url : null;
}
