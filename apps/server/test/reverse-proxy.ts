// A small reverse proxy for multi-instance tests, doing what nginx's upstream block does for the
// production layout of docs/deployment.md: round-robin over the instances, and a request that could
// not be delivered (connection refused or reset before an answer) goes to the next instance —
// always when it never reached the instance, and for idempotent methods also when the instance died
// mid-request (nginx: proxy_next_upstream error). Request bodies are buffered so a retry can resend.
// Test-only extras: the `x-upstream: <index>` request header pins a request to one instance, and every
// answer says which instance served it in `x-served-by`.
import { Agent, request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http';
import { buffer } from 'node:stream/consumers';

export interface ReverseProxy {
  readonly url: string;
  /** Requests answered by each upstream, by index. */
  readonly served: number[];
  close(): Promise<void>;
}

const idempotent = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

interface UpstreamAnswer {
  readonly response: IncomingMessage;
  readonly upstream: number;
}

export interface ReverseProxyOptions {
  /**
   * Keep connections to the instances open between requests, as nginx's `keepalive` does (the
   * throughput bench); off by default: a connection per request, so a killed instance is noticed by
   * the very next request (ECONNREFUSED, retried for every method) in the crash tests.
   */
  readonly keepAlive?: boolean;
}

export async function startReverseProxy(
  upstreams: readonly string[],
  options: ReverseProxyOptions = {},
): Promise<ReverseProxy> {
  let next = 0;
  const served = upstreams.map(() => 0);
  const agents = upstreams.map((): Agent | false =>
    options.keepAlive === true ? new Agent({ keepAlive: true, maxSockets: 64 }) : false,
  );

  const forward = (incoming: IncomingMessage, body: Buffer, upstream: number): Promise<UpstreamAnswer> =>
    new Promise((resolve, reject) => {
      const target = new URL(incoming.url ?? '/', upstreams[upstream]);
      const headers = Object.fromEntries(
        Object.entries(incoming.headers).filter(([name]) => !hopByHop.has(name) && name !== 'x-upstream'),
      );
      const outgoing = httpRequest(
        target,
        {
          method: incoming.method,
          headers: { ...headers, 'content-length': String(body.length), 'x-forwarded-for': '127.0.0.1' },
          agent: agents[upstream] ?? false,
        },
        (response) => resolve({ response, upstream }),
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const server: Server = createServer((incoming, reply) => {
    void (async () => {
      const body = await buffer(incoming);
      const pinned = incoming.headers['x-upstream'];
      const order =
        typeof pinned === 'string'
          ? [Number(pinned)]
          : upstreams.map((_, i) => (next + i) % upstreams.length);
      if (typeof pinned !== 'string') next = (next + 1) % upstreams.length;
      let lastError: unknown;
      for (const upstream of order) {
        try {
          const { response } = await forward(incoming, body, upstream);
          served[upstream] = (served[upstream] ?? 0) + 1;
          const headers = Object.fromEntries(
            Object.entries(response.headers).filter(([name]) => !hopByHop.has(name)),
          );
          reply.writeHead(response.statusCode ?? 502, { ...headers, 'x-served-by': String(upstream) });
          response.pipe(reply);
          return;
        } catch (error) {
          lastError = error;
          const code = (error as { code?: string }).code;
          if (code !== 'ECONNREFUSED' && !idempotent.has(incoming.method ?? '')) break;
        }
      }
      reply.writeHead(502, { 'content-type': 'application/json' });
      reply.end(JSON.stringify({ errorCode: 'bad-gateway', reason: String(lastError) }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        for (const agent of agents) if (agent) agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
