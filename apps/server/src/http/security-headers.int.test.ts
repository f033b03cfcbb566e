// Security headers, TLS-aware cookies and the CSRF origin over real HTTP (issue 16 §4).
import { ACCOUNT_PATHS, errorResponseSchema } from '@asperity/contract';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../test/harness.ts';
import { ApiClient } from '../../test/http-client.ts';
import { serverWithMail } from '../../test/server-with-mail.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.ts';

const live = serverWithMail();

describe('security headers', () => {
  it('sends CSP with frame-ancestors none, X-Frame-Options, nosniff and Referrer-Policy on pages and API', async () => {
    for (const path of ['/', '/library', '/api/health', '/api/no-such-call']) {
      const res = await fetch(`${live.server.url}${path}`, { headers: { accept: 'text/html' } });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("worker-src 'self' blob:");
      expect(csp, path).not.toMatch(/'unsafe-eval'/);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      // Plain HTTP: no HSTS (a browser ignores it there, and a local install must stay reachable).
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('lets any site frame the embed pages', async () => {
    const res = await fetch(`${live.server.url}/embed/abc123`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('allows inline scripts of the served index.html by their sha256 only', () => {
    const html = '<html><script>window.a=1</script><script type="module" src="/assets/x.js"></script></html>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual(["'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='"]);
    expect(contentSecurityPolicy(hashes, "'none'")).toContain(
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='",
    );
  });
});

const errorCode = (body: unknown): string => errorResponseSchema.parse(body).errorCode;

/** A confirmed account made on the file's server; its credentials. */
async function confirmedAccount(tag: string): Promise<{ login: string; password: string }> {
  const user = {
    username: `headers_${tag}_${process.pid}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `headers-${tag}-${process.pid}@example.org`,
    password: 'Correct7Horse',
    referrer: 'website',
    consent: true,
  };
  const client = new ApiClient(live.server.url);
  expect((await client.post(ACCOUNT_PATHS.create, user)).status).toBe(201);
  const token = /\/confirm\/([A-Za-z0-9_-]+)/.exec((await live.smtp.next(user.email)).text)?.[1];
  expect((await client.post(ACCOUNT_PATHS.confirmEmail, { hash: token })).status).toBe(204);
  return { login: user.email, password: user.password };
}

const signInVia = (url: string, account: { login: string; password: string }) =>
  fetch(`${url}${ACCOUNT_PATHS.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    body: JSON.stringify({ ...account, consent: true }),
  });

describe('behind a TLS-terminating proxy (TRUST_PROXY)', () => {
  it('sends HSTS and Secure session cookies when a trusted proxy says https, neither otherwise', async () => {
    const account = await confirmedAccount('tls');
    const trusting = await live.startAnother({ env: { TRUST_PROXY: 'true' } });
    try {
      const viaProxy = await signInVia(trusting.url, account);
      expect(viaProxy.status).toBe(200);
      expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const cookies = viaProxy.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThanOrEqual(2);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    } finally {
      await trusting.close();
    }
    // The file's server does not trust X-Forwarded-Proto: plain HTTP, no Secure, no HSTS.
    const direct = await signInVia(live.server.url, account);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('strict-transport-security')).toBeNull();
    for (const cookie of direct.headers.getSetCookie()) expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});

describe('CSRF origin check', () => {
  it('compares with the configured PUBLIC_URL, never with the Host the request names', async () => {
    const client = new ApiClient(live.server.url);
    // The request's own origin (Host) is not PUBLIC_URL (http://asperity.test): refused.
    const ownHost = await client.post(ACCOUNT_PATHS.logout, undefined, { origin: live.server.url });
    expect(ownHost.status).toBe(403);
    expect(errorCode(ownHost.body)).toBe('forbidden');
    const configured = await client.post(ACCOUNT_PATHS.logout, undefined, { origin: 'http://asperity.test' });
    expect(configured.status).toBe(204);
  });

  it('without PUBLIC_URL in production, accepts only loopback origins at the listening port', async () => {
    const local = await startServer(live.store, { env: { NODE_ENV: 'production', PUBLIC_URL: '' } });
    try {
      const port = new URL(local.url).port;
      const client = new ApiClient(local.url);
      for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
        expect((await client.post(ACCOUNT_PATHS.logout, undefined, { origin })).status, origin).toBe(204);
      }
      for (const origin of ['http://evil.example', `http://localhost:${Number(port) + 1}`]) {
        expect((await client.post(ACCOUNT_PATHS.logout, undefined, { origin })).status, origin).toBe(403);
      }
    } finally {
      await local.close();
    }
  });
});
