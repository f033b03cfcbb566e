// Serves the built single-page app (apps/web/dist). Files are served as they are, or as the
// build's brotli/gzip copy of them when the browser accepts it; every other browser navigation
// gets index.html, with status 200 when the path is a page of the contract's route table and 404
// otherwise (the app then renders its not-found page), so crawlers and tests see real statuses for
// unknown pages. /api paths never fall through to the app.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { matchAppRoute } from '@asperity/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Changes a page's index.html for one request (e.g. the link-preview tags of a shared file), or
 * undefined to send it as built. A changed page is personal to its URL's state: never stored by caches.
 */
export type PageHead = (
  request: FastifyRequest,
  path: string,
) => Promise<((html: string) => string) | undefined>;

export interface WebAppOptions {
  readonly distDir: string;
  readonly subscriptions: boolean;
}

/** Vite writes content-hashed files to assets/: they never change under a name, so cache forever. */
const hashedAssetsDir = 'assets';
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const shortCache = 'public, max-age=300';

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * A navigation wants HTML. Clients that accept anything (curl, fetch) get the page only for
 * extension-less paths, so a missing /favicon.ico or script is not answered with HTML.
 */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
  if (isApiPath(path)) return false;
  const accept = request.headers.accept;
  if (accept === undefined || accept === '') return !hasExtension(path);
  if (accept.includes('text/html')) return true;
  return accept.includes('*/*') && !hasExtension(path);
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

function hasExtension(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function notBuiltPage(distDir: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Asperity — web app not built</title></head>
<body>
<h1>The web app is not built</h1>
<p>The server found no <code>index.html</code> in <code>${escapeHtml(distDir)}</code>.
Run <code>npm run build -w apps/web</code> (or set <code>WEB_DIST_DIR</code>) and reload. The API is available under
<a href="/api/docs">/api/docs</a>.</p>
</body>
</html>
`;
}

export class WebApp {
  private readonly indexFile: string;
  private pageHead: PageHead | undefined;

  constructor(private readonly options: WebAppOptions) {
    this.indexFile = join(options.distDir, 'index.html');
  }

  /** Registers static file serving when the build directory exists (it may be built later). */
  async register(app: FastifyInstance): Promise<void> {
    // The root is the build directory itself, which the static handler refuses (403): answer it as a page.
    app.get('/', { schema: { hide: true } }, (request, reply) => this.sendPage(request, reply));
    if (!existsSync(this.options.distDir)) {
      app.log.warn(
        { webDistDir: this.options.distDir },
        'web app directory missing: pages answer "not built"',
      );
      return;
    }
    const assetsPrefix = join(this.options.distDir, hashedAssetsDir) + sep;
    await app.register(fastifyStatic, {
      root: this.options.distDir,
      prefix: '/',
      wildcard: true,
      // Directory indexes would bypass the route table; navigations are answered by sendPage.
      index: false,
      // The web build writes .br and .gz copies of its scripts and styles (apps/web/vite.config.ts):
      // sent to browsers that accept them, a quarter of the bytes; the original to the others.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        // The same URL answers brotli, gzip or plain bytes by Accept-Encoding: caches must key on it
        // (@fastify/static 9 does not say so itself).
        reply.setHeader('vary', 'accept-encoding');
        reply.setHeader(
          'cache-control',
          path.startsWith(assetsPrefix) ? immutable : path.endsWith('.html') ? revalidate : shortCache,
        );
      },
    });
  }

  /** Registers the page changer (modules/sharing: Open Graph tags on /s/… pages). */
  setPageHead(pageHead: PageHead): void {
    this.pageHead = pageHead;
  }

  /** Answers a navigation with index.html: 200 for a known page, 404 for anything else. */
  async sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const known = matchAppRoute(pathOf(request), { subscriptions: this.options.subscriptions }) !== undefined;
    reply.header('cache-control', revalidate).type('text/html; charset=utf-8');
    let html: Buffer;
    try {
      // Read per request: it is a small file and a rebuild of the web app then needs no restart.
      html = await readFile(this.indexFile);
    } catch {
      // 503 for a real page (the server cannot serve it right now), 404 for a path that is none.
      return reply.code(known ? 503 : 404).send(notBuiltPage(this.options.distDir));
    }
    const change = known && this.pageHead ? await this.pageHead(request, pathOf(request)) : undefined;
    if (change)
      return reply
        .header('cache-control', 'private, no-store')
        .code(200)
        .send(change(html.toString('utf8')));
    return reply.code(known ? 200 : 404).send(html);
  }
}
