import { describe, expect, it } from 'vitest';
import { isAllowedLinkUrl, linkHref, storedLinkUrl } from './linkRule.ts';

const HOST = 'asperity.example:8080';

describe('isAllowedLinkUrl (spec part 1 §5 links in rich text)', () => {
  it.each([
    'http://example.org',
    'https://example.org/a?b=c#d',
    'HTTPS://EXAMPLE.ORG',
    '  https://example.org/trimmed  ',
    'asperity.example:8080',
    'asperity.example:8080/s/abc/title',
    'asperity.example:8080?x=1',
    'ASPERITY.example:8080#top',
    '/s/abc/title',
  ])('accepts %s', (url) => {
    expect(isAllowedLinkUrl(url, HOST)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'mailto:a@example.org',
    'ftp://example.org',
    '//example.org',
    '/\\example.org',
    'relative/path',
    'example.org',
    'https://',
    'https://exa mple.org',
    'https://example.org/\u0000',
    'asperity.example:8080.evil.example',
    'asperity.example:80801',
    'evil.example/asperity.example:8080',
  ])('refuses %j', (url) => {
    expect(isAllowedLinkUrl(url, HOST)).toBe(false);
  });

  it('refuses bare host addresses when no host is known', () => {
    expect(isAllowedLinkUrl('asperity.example:8080/s/x', '')).toBe(false);
  });
});

describe('storedLinkUrl', () => {
  it('stores http(s) addresses trimmed and own-host addresses as site paths', () => {
    expect(storedLinkUrl(' https://example.org/x ', HOST)).toBe('https://example.org/x');
    expect(storedLinkUrl('asperity.example:8080/s/abc', HOST)).toBe('/s/abc');
    expect(storedLinkUrl('asperity.example:8080', HOST)).toBe('/');
    expect(storedLinkUrl('asperity.example:8080?q=1', HOST)).toBe('/?q=1');
    expect(storedLinkUrl('javascript:alert(1)', HOST)).toBeNull();
  });
});

describe('linkHref', () => {
  it('links stored http(s) addresses and site paths only', () => {
    expect(linkHref('https://example.org/x')).toBe('https://example.org/x');
    expect(linkHref('/s/abc')).toBe('/s/abc');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('//evil.example')).toBeNull();
    expect(linkHref('asperity.example:8080/s/abc')).toBeNull();
  });
});
