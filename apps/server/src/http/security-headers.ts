// Response headers that limit what a browser lets a page (or an attacker's page) do with our
// answers, set in one place for every response (issue 16 §4):
// - Content-Security-Policy: the SPA's scripts come from our origin only (Vite emits no inline
//   script; should a build ever inline one, its sha256 is allowed by hash, see inlineScriptHashes),
//   WebAssembly may compile ('wasm-unsafe-eval', the FFT kernels), workers start from our origin or
//   blob: URLs, pictures and downloads may be data:/blob: URLs, styles may be inline (MUI/emotion
//   inject <style> elements at run time and React writes style attributes).
// - frame-ancestors 'none' + X-Frame-Options: DENY everywhere except the embed pages (/embed/…),
//   which exist to be framed by any site.
// - X-Content-Type-Options: nosniff, Referrer-Policy: strict-origin-when-cross-origin.
// - Strict-Transport-Security when the request came over TLS (directly, or through a proxy that
//   says so and is trusted: TRUST_PROXY).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Pages meant to be shown inside other sites' frames (the sharing module's /embed/… routes). */
export const EMBED_PATH_PREFIX = '/embed/';

/** One year, the value HSTS preload lists ask for. */
const HSTS_MAX_AGE_S = 31_536_000;

export function isEmbedPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '/';
  return path.startsWith(EMBED_PATH_PREFIX) || path === '/embed';
}

/** The sha256 CSP sources of the inline <script> elements of an HTML page (none in a Vite build). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** inlineScriptHashes of the built index.html in `distDir`; none when the web app is not built. */
export async function indexScriptHashes(distDir: string): Promise<string[]> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8').catch(() => '');
  return inlineScriptHashes(html);
}

/** The policy; `framing` is the frame-ancestors source list ("'none'" or "*"). */
export function contentSecurityPolicy(scriptHashes: readonly string[], framing: "'none'" | '*'): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${scriptHashes.map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "media-src 'self' blob:",
    // The print report's preview shows the PDF it fetched in a frame of its blob address.
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framing}`,
  ].join('; ');
}

/** Whether the request reached us over TLS (request.protocol honours X-Forwarded-Proto only with TRUST_PROXY). */
export const overTls = (request: FastifyRequest): boolean => request.protocol === 'https';

export interface SecurityHeadersOptions {
  /** sha256 sources of inline scripts of the served index.html (inlineScriptHashes). */
  readonly scriptHashes?: readonly string[];
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions = {}): void {
  const hashes = options.scriptHashes ?? [];
  const everywhere = contentSecurityPolicy(hashes, "'none'");
  const embeddable = contentSecurityPolicy(hashes, '*');
  app.addHook('onRequest', (request, reply, done) => {
    const embed = isEmbedPath(request.url);
    reply.header('content-security-policy', embed ? embeddable : everywhere);
    if (!embed) reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (overTls(request)) {
      reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`);
    }
    done();
  });
}
