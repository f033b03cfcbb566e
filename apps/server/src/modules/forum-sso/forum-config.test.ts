// The settings of the support address and the forum (docs/configuration.md): SUPPORT_EMAIL must be
// an address (a default otherwise), FORUM_URL and FORUM_SSO_SECRET come together, the secret is long
// enough for the forum, and the URL loses its trailing slash.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('support and forum settings', () => {
  it('SUPPORT_EMAIL: a default, a given address, and an error for anything else', () => {
    expect(loadConfig({}).support).toEqual({ email: 'support@asperity.local', perHour: 10 });
    expect(
      loadConfig({ SUPPORT_EMAIL: 'help@lab.example', RATE_LIMIT_SUPPORT_PER_HOUR: '0' }).support,
    ).toEqual({
      email: 'help@lab.example',
      perHour: 0,
    });
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(ConfigError);
  });

  it('no forum unless both FORUM_URL and FORUM_SSO_SECRET are set', () => {
    expect(loadConfig({}).forum).toBeUndefined();
    expect(
      loadConfig({ FORUM_URL: 'https://forum.example.org/', FORUM_SSO_SECRET: 'a-shared-secret' }).forum,
    ).toEqual({
      url: 'https://forum.example.org',
      ssoSecret: 'a-shared-secret',
    });
    expect(() => loadConfig({ FORUM_URL: 'https://forum.example.org' })).toThrow(/FORUM_SSO_SECRET/);
    expect(() => loadConfig({ FORUM_SSO_SECRET: 'a-shared-secret' })).toThrow(/FORUM_URL/);
    expect(() => loadConfig({ FORUM_URL: 'https://forum.example.org', FORUM_SSO_SECRET: 'short' })).toThrow(
      /at least 10/,
    );
    expect(() =>
      loadConfig({ FORUM_URL: 'ftp://forum.example.org', FORUM_SSO_SECRET: 'a-shared-secret' }),
    ).toThrow(ConfigError);
  });
});
