// Where the installation is reached, taken from configuration only — never from the request's Host
// or X-Forwarded-Host, which a client chooses (a forged Host once put http://evil.example/… into a
// password-reset mail). PUBLIC_URL when set; otherwise http://localhost:<port the server listens on>.
// Links in mail and the CSRF origin check both use it.
import type { FastifyInstance } from 'fastify';

export interface PublicOrigin {
  /** Base of links in mail, without a trailing slash. */
  readonly baseUrl: () => string;
  /** Whether a browser request with this Origin header comes from our own pages. */
  readonly allowsOrigin: (origin: string) => boolean;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface PublicOriginOptions {
  readonly publicUrl: string | undefined;
  readonly nodeEnv: 'development' | 'production' | 'test';
}

export function publicOrigin(app: FastifyInstance, options: PublicOriginOptions): PublicOrigin {
  const boundPort = (): number => {
    const address = app.server.address();
    return typeof address === 'object' && address !== null ? address.port : 0;
  };
  const configured = options.publicUrl === undefined ? undefined : new URL(options.publicUrl).origin;
  return {
    baseUrl: () => options.publicUrl ?? `http://localhost:${boundPort()}`,
    allowsOrigin: (origin) => {
      if (configured !== undefined) return origin === configured;
      // Without PUBLIC_URL the installation is a local one: its pages are on a loopback address at
      // the port we listen on. Outside production the web dev server (another port) proxies here too.
      let parsed: URL;
      try {
        parsed = new URL(origin);
      } catch {
        return false;
      }
      if (parsed.protocol !== 'http:' || !LOOPBACK_HOSTS.has(parsed.hostname)) return false;
      return options.nodeEnv !== 'production' || parsed.port === String(boundPort());
    },
  };
}
