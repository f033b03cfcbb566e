// Host names the app treats specially: local development hosts carry no cookie domain and no
// language sub-domains (spec part 1 §9).

export function isLocalDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host === '127.0.0.1' ||
    host === '[::1]' ||
    host === '::1' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local')
  );
}
