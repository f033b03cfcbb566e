/** Where a signed-in user goes when no (acceptable) ?redirect= was remembered. */
export const DEFAULT_AFTER_SIGN_IN = '/images';

/**
 * The remembered path of `?redirect=` (set by the route guards), when it is a path of this site:
 * an absolute URL or a protocol-relative `//host` would turn sign-in into an open redirect.
 */
export function redirectTarget(search: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/\\')) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  return wanted;
}
