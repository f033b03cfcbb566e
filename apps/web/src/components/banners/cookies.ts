// Banner cookies (spec part 1 §9): 365 days, path /, SameSite Lax, and a domain attribute except
// on local development hosts — with the parent domain, the answer holds on every language host
// (ja.…, zh.…) instead of being asked again on each.

import { BANNER_COOKIE } from '@asperity/contract';
import { isLocalDevelopmentHost } from '../../app/hosts.ts';

export const COOKIE_LIFETIME_DAYS = BANNER_COOKIE.lifetimeDays;

const LOCALE_OR_WWW = /^(www|en|ja|zh|de|ko)$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The domain attribute for a host, or undefined where none may be set. */
export function cookieDomainFor(hostname: string): string | undefined {
  if (isLocalDevelopmentHost(hostname) || IPV4.test(hostname) || hostname.includes(':')) return undefined;
  const labels = hostname.toLowerCase().split('.');
  if (labels.length > 2 && LOCALE_OR_WWW.test(labels[0] ?? '')) labels.shift();
  if (labels.length < 2) return undefined;
  return labels.join('.');
}

export function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

export function cookieString(name: string, value: string, hostname: string, now: Date = new Date()): string {
  const expires = new Date(now.getTime() + COOKIE_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `expires=${expires.toUTCString()}`,
    `max-age=${COOKIE_LIFETIME_DAYS * 24 * 60 * 60}`,
    `path=${BANNER_COOKIE.path}`,
    `SameSite=${BANNER_COOKIE.sameSite}`,
  ];
  const domain = cookieDomainFor(hostname);
  if (domain) parts.push(`domain=${domain}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

export function writeCookie(name: string, value: string): void {
  document.cookie = cookieString(name, value, window.location.hostname);
}
