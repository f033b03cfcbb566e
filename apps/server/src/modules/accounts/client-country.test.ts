import { describe, expect, it } from 'vitest';
import { clientCountry, isCountryCode } from './client-country.ts';

describe('client country from the trusted proxy header', () => {
  it('takes an assigned ISO 3166-1 alpha-2 code, upper-cased and trimmed', () => {
    expect(clientCountry({ 'cf-ipcountry': 'JP' }, 'cf-ipcountry')).toBe('JP');
    expect(clientCountry({ 'cf-ipcountry': ' de ' }, 'cf-ipcountry')).toBe('DE');
    expect(clientCountry({ 'x-country': 'GB' }, 'x-country')).toBe('GB');
  });

  it('reads nothing without a configured header, or when it is absent, repeated or not a country', () => {
    expect(clientCountry({ 'cf-ipcountry': 'JP' }, undefined)).toBeNull();
    expect(clientCountry({}, 'cf-ipcountry')).toBeNull();
    expect(clientCountry({ 'set-cookie': ['a', 'b'] }, 'set-cookie')).toBeNull();
    // Cloudflare's unknown and Tor markers, unassigned and malformed codes.
    for (const value of ['XX', 'T1', 'ZZ', 'UK', 'JPN', 'J', '', '<b>', 'JP,US'])
      expect(clientCountry({ 'cf-ipcountry': value }, 'cf-ipcountry'), value).toBeNull();
  });

  it('knows the 249 assigned codes', () => {
    expect(['US', 'JP', 'CN', 'DE', 'KR', 'AX', 'SS', 'XK'].map(isCountryCode)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
