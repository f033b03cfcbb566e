/** `?debug=1` in the address turns on diagnostic details in the UI. */
export function isDebugMode(search: string = window.location.search): boolean {
  return new URLSearchParams(search).get('debug') === '1';
}
