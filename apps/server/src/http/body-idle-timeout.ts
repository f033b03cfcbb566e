// Request bodies that stop arriving are cut off (issue 16 §4): 100 stalled uploads were still open
// after 130 s, each holding a socket, a file handle and a temp file. While a request body is being
// received its socket gets an inactivity timeout (BODY_IDLE_TIMEOUT_MS); when nothing arrives for
// that long the connection is closed, which errors the body stream, and whoever was writing it to
// storage removes the partial file. Once the body is complete the timeout is lifted, so a long
// computation answering a fully received request is not cut off.
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** Whether the request announces a body (a length above zero, or chunked transfer). */
function expectsBody(raw: IncomingMessage): boolean {
  if (raw.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(raw.headers['content-length'] ?? '0');
  return Number.isFinite(length) && length > 0;
}

export function registerBodyIdleTimeout(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const socket = raw.socket;
    if (!expectsBody(raw) || raw.complete) return done();
    const onIdle = (): void => {
      request.log.warn({ idleMs: timeoutMs }, 'request body stalled: connection closed');
      socket.destroy();
    };
    const lift = (): void => {
      socket.setTimeout(0);
      socket.off('timeout', onIdle);
    };
    socket.setTimeout(timeoutMs);
    socket.on('timeout', onIdle);
    raw.once('end', lift);
    raw.once('close', lift);
    done();
  });
}
